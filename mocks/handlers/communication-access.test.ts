import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  GetCommunicationHistoryResponse,
  GetCommunicationPreferencesResponse,
  GetCommunicationStatsResponse,
  GetCommunicationTemplatesResponse,
  UpdateCommunicationPreferenceResponse,
  UpdateCommunicationTemplateResponse,
} from '@/api/generated/communication/communication.zod';
import { GetPracticeResponse, UpdatePracticeModuleResponse } from '@/api/generated/practices/practices.zod';
import { MODULE_CHANGE_DELAY_MS } from '../db/practice-modules';
import { HISTORY_PRACTICE, PRACTICES, type PracticeEntry } from '../db/practice-directory';
import { call, clientAs, expectContract, expectProblem } from './api-test-client';
import { AUTOMATED_COMMUNICATIONS } from './communication-practice';

const practiceNamed = (name: string) => PRACTICES.find((practice) => practice.name === name)!;
const base = (practice: PracticeEntry) => `/practices/${practice.id}/communication`;

const preferencesOf = async (practice: PracticeEntry, as = 'sysadmin') =>
  expectContract(await call(`${base(practice)}/preferences`, { as }), GetCommunicationPreferencesResponse);
const templatesOf = async (practice: PracticeEntry, as = 'sysadmin') =>
  expectContract(await call(`${base(practice)}/templates`, { as }), GetCommunicationTemplatesResponse);

/** A change that passes every rule, so that only who calls decides the answer. */
const patchPreference = (practice: PracticeEntry, id: string, as: string) =>
  call(`${base(practice)}/preferences/${id}`, { as, method: 'PATCH', body: { days: 3 } });
const patchTemplate = (practice: PracticeEntry, id: string, as: string) =>
  call(`${base(practice)}/templates/${id}`, { as, method: 'PATCH', body: { subject: 'Rappel {{date}}' } });

afterEach(() => {
  vi.useRealTimers();
});

describe('who reaches the communications of a practice', () => {
  it("lets a practice administrator read their practice's history and answers 404 for another practice", async () => {
    const clinic = clientAs('clinic');
    const own = await expectContract(
      await clinic('GET', `${base(HISTORY_PRACTICE)}/history?pageSize=10`),
      GetCommunicationHistoryResponse,
    );
    expect(own.meta.totalItems).toBe(20_000);
    await expectContract(
      await clinic('GET', `${base(HISTORY_PRACTICE)}/stats?startAt=2026-03-01&endAt=2026-03-31`),
      GetCommunicationStatsResponse,
    );

    // Not one of theirs: as if it did not exist, for reads and writes alike.
    const elsewhere = practiceNamed('Bay Street Dental');
    await expectProblem(await clinic('GET', `${base(elsewhere)}/history`), 404);
    await expectProblem(await clinic('GET', `${base(elsewhere)}/preferences`), 404);
    await expectProblem(await clinic('GET', `${base(elsewhere)}/templates`), 404);
    await expectProblem(
      await clinic('GET', `${base(elsewhere)}/stats?startAt=2026-03-01&endAt=2026-03-02`),
      404,
    );
    const [reminder] = await preferencesOf(elsewhere);
    await expectProblem(await patchPreference(elsewhere, reminder!.id, 'clinic'), 404);
  });

  it('lets a group administrator read and change the practices of their clinic group only', async () => {
    const group = clientAs('group');
    const member = practiceNamed('Hamilton Mountain Dental Care');
    await expectContract(
      await group('GET', `${base(member)}/history?pageSize=1`),
      GetCommunicationHistoryResponse,
    );
    const [reminder] = await preferencesOf(member, 'group');
    const changed = await expectContract(
      await patchPreference(member, reminder!.id, 'group'),
      UpdateCommunicationPreferenceResponse,
    );
    expect(changed.days).toBe(3);
    await expectProblem(await group('GET', `${base(HISTORY_PRACTICE)}/history`), 404);

    // A member without the module: reachable, but there is nothing to configure.
    const withoutModule = practiceNamed('Waterloo Dental Studio');
    expect(await preferencesOf(withoutModule, 'group')).toEqual([]);
    const refused = await group('POST', `${base(withoutModule)}/preferences`, {
      practiceId: withoutModule.id,
      kind: 'REMINDER',
      enabled: true,
      channels: ['SMS'],
      sendTiming: 'BEFORE',
      days: 2,
    });
    expect((await expectProblem(refused, 403)).code).toBe('MODULE_NOT_ACTIVE');
  });

  it('lets sys-admin-read read everything and change nothing (403)', async () => {
    const practice = practiceNamed('Pointe-Claire Family Dentistry');
    const [reminder] = await preferencesOf(practice, 'readonly');
    const emailTemplate = (await templatesOf(practice, 'readonly')).find(
      (template) => template.channel === 'EMAIL',
    )!;
    await expectContract(
      await call(`${base(practice)}/history?pageSize=1`, { as: 'readonly' }),
      GetCommunicationHistoryResponse,
    );

    expect((await expectProblem(await patchPreference(practice, reminder!.id, 'readonly'), 403)).code).toBe(
      'FORBIDDEN',
    );
    await expectProblem(await patchTemplate(practice, emailTemplate.id, 'readonly'), 403);
    await expectProblem(
      await call(`${base(practice)}/templates`, {
        as: 'readonly',
        method: 'POST',
        body: {
          practiceId: practice.id,
          kind: 'REMINDER',
          channel: 'SMS',
          language: 'EN',
          body: 'Hi {{patientFirstName}}, see you on {{date}} at {{time}}. {{practiceName}} {{unsubscribeLine}}',
        },
      }),
      403,
    );
    // Nothing changed.
    expect((await preferencesOf(practice))[0]).toEqual(reminder);

    // A practice-user (not an administrator of the practice) reads but does not write either.
    const ownPractice = practiceNamed('London Family Dental');
    const [theirs] = await preferencesOf(ownPractice, 'resetme');
    await expectProblem(await patchPreference(ownPractice, theirs!.id, 'resetme'), 403);
  });
});

describe("the 'Messages automatisés' module", () => {
  const practice = practiceNamed('Dieppe Dental Centre');
  const toggle = (enabled: boolean) =>
    call(`/practices/${practice.id}/modules`, {
      as: 'sysadmin',
      method: 'POST',
      body: { name: AUTOMATED_COMMUNICATIONS, enabled },
    });

  it('gates writes as the practices area applies a change: only once its delay has passed', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const [reminder] = await preferencesOf(practice);
    const template = (await templatesOf(practice))[0]!;

    const off = await expectContract(await toggle(false), UpdatePracticeModuleResponse, 202);
    expect(off.pendingUntil).toBeDefined();
    // Still running until the change reaches the practice (SPEC §4, up to 15 minutes).
    await expectContract(
      await patchPreference(practice, reminder!.id, 'sysadmin'),
      UpdateCommunicationPreferenceResponse,
    );

    vi.setSystemTime(Date.now() + MODULE_CHANGE_DELAY_MS + 1_000);
    const gated = await expectProblem(await patchPreference(practice, reminder!.id, 'sysadmin'), 403);
    expect(gated.code).toBe('MODULE_NOT_ACTIVE');
    expect((await expectProblem(await patchTemplate(practice, template.id, 'sysadmin'), 403)).code).toBe(
      'MODULE_NOT_ACTIVE',
    );
    // Reads still answer, and agree with the practice record.
    expect(await preferencesOf(practice)).toHaveLength(3);
    const record = await expectContract(
      await call(`/practices/${practice.id}`, { as: 'sysadmin' }),
      GetPracticeResponse,
    );
    expect(record.activeModules).not.toContain(AUTOMATED_COMMUNICATIONS);

    await expectContract(await toggle(true), UpdatePracticeModuleResponse, 202);
    vi.setSystemTime(Date.now() + MODULE_CHANGE_DELAY_MS + 1_000);
    await expectContract(
      await patchTemplate(practice, template.id, 'sysadmin'),
      UpdateCommunicationTemplateResponse,
    );
  });
});
