import { signIn, signOut } from 'aws-amplify/auth';
import { describe, expect, it } from 'vitest';
import { useAmplify } from '../cognito/amplify-test-client';
import { OFFLINE_PASSWORD } from '../cognito/pool-config';
import { goals } from '../db/analytik';
import { HISTORY_PRACTICE, PRACTICES } from '../db/practice-directory';
import { findUserByUsername } from '../db/users';
import { clientAs, expectProblem } from './api-test-client';
import { logAs } from './audit-log.test-support';

const sysadmin = clientAs('sysadmin');
const clinic = clientAs('clinic');

describe('what the offline API records', () => {
  const newest = async (query: string) => (await logAs(sysadmin, `?pageSize=5${query}`)).items[0];

  it('records a settings change with the values before and after, once', async () => {
    const [reminder] = (await (
      await clinic('GET', `/practices/${HISTORY_PRACTICE.id}/communication/preferences`)
    ).json()) as { id: string; kind: string; sendHour?: number }[];
    const before = reminder!.sendHour ?? 9;
    const after = before === 10 ? 11 : 10;
    const total = (await logAs(sysadmin, '?pageSize=1')).meta.totalItems;
    const response = await clinic(
      'PATCH',
      `/practices/${HISTORY_PRACTICE.id}/communication/preferences/${reminder!.id}`,
      { sendHour: after },
    );
    expect(response.status).toBe(200);

    expect((await logAs(sysadmin, '?pageSize=1')).meta.totalItems).toBe(total + 1);
    expect(await newest('&subjectType=COMMUNICATION_SETTINGS')).toMatchObject({
      actor: { id: findUserByUsername('clinic')!.id, kind: 'CLINIC_STAFF' },
      practice: { id: HISTORY_PRACTICE.id },
      action: 'CHANGED',
      subject: { type: 'COMMUNICATION_SETTINGS', id: reminder!.kind },
      changes: [{ field: 'sendHour', before: String(before), after: String(after) }],
    });
  });

  it('records nothing for a refused or failed call', async () => {
    const total = (await logAs(sysadmin, '?pageSize=1')).meta.totalItems;
    await expectProblem(
      await clinic(
        'PATCH',
        `/practices/${HISTORY_PRACTICE.id}/communication/preferences/${crypto.randomUUID()}`,
        {
          sendHour: 10,
        },
      ),
      404,
    );
    await expectProblem(
      await clientAs('readonly')('PATCH', `/users/${findUserByUsername('clinic')!.id}`, { firstName: 'X' }),
      403,
    );
    expect((await logAs(sysadmin, '?pageSize=1')).meta.totalItems).toBe(total);
  });

  it('records an export with its filters, and the opening of a conversation', async () => {
    const query = 'sentFrom=2026-11-01T04:00:00Z&locale=fr';
    const exported = await clinic(
      'GET',
      `/practices/${HISTORY_PRACTICE.id}/communication/history/export?${query}`,
    );
    expect(exported.status).toBe(200);
    expect(await newest('&action=EXPORTED')).toMatchObject({
      practice: { id: HISTORY_PRACTICE.id },
      subject: { type: 'COMMUNICATION_HISTORY' },
      detail: 'sentFrom=2026-11-01T04:00:00Z locale=fr',
    });

    const list = (await (
      await clinic('GET', `/practices/${HISTORY_PRACTICE.id}/communication/conversations?pageSize=1`)
    ).json()) as { items: { id: string; patient?: { firstName: string; lastName: string } }[] };
    const conversation = list.items[0]!;
    expect(
      (
        await clinic(
          'GET',
          `/practices/${HISTORY_PRACTICE.id}/communication/conversations/${conversation.id}`,
        )
      ).status,
    ).toBe(200);
    expect(await newest('&action=VIEWED')).toMatchObject({
      subject: { type: 'CONVERSATION', id: conversation.id },
      practice: { id: HISTORY_PRACTICE.id },
    });
  });

  it('records a goal by its metric, and a module turned on or off, in the practice', async () => {
    const practice = PRACTICES.find((entry) => entry.analytik)!;
    const [goal] = goals.all().filter((entry) => entry.practiceId === practice.id);
    expect(goal).toBeDefined();
    const saved = await sysadmin('POST', '/analytik/goals', {
      goals: [
        { practiceId: practice.id, metricId: goal!.metricId, year: goal!.year, value: goal!.value + 5 },
      ],
    });
    expect(saved.ok).toBe(true);
    expect(await newest('&subjectType=GOALS')).toMatchObject({
      practice: { id: practice.id },
      subject: { id: String(goal!.year) },
      changes: [{ field: goal!.metricId, before: String(goal!.value), after: String(goal!.value + 5) }],
    });

    const modules = (await (await sysadmin('GET', `/practices/${practice.id}/modules`)).json()) as {
      name: string;
      enabled: boolean;
    }[];
    const analytik = modules.find((entry) => entry.name === 'Analytik')!;
    const changed = await sysadmin('POST', `/practices/${practice.id}/modules`, {
      name: 'Analytik',
      enabled: !analytik.enabled,
    });
    expect(changed.status).toBe(202);
    expect(await newest('&subjectType=PRACTICE_MODULE')).toMatchObject({
      practice: { id: practice.id },
      subject: { id: 'Analytik' },
      changes: [{ field: 'enabled', before: String(analytik.enabled), after: String(!analytik.enabled) }],
    });
  });

  it('lists a secret without its values', async () => {
    const target = findUserByUsername('resetme')!;
    const response = await sysadmin('POST', `/users/${target.id}/reset-password`);
    expect(response.ok).toBe(true);
    const entry = await newest('&subjectType=USER');
    expect(entry).toMatchObject({
      action: 'CHANGED',
      subject: { id: target.id },
      actor: { kind: 'PROVIDER_STAFF' },
    });
    expect(entry).not.toHaveProperty('practice');
  });
});

describe('sign-ins and sign-outs', () => {
  useAmplify();

  it('records a sign-in and a sign-out, found by the identity’s sub, without a practice', async () => {
    const clinicUser = findUserByUsername('clinic')!;
    const latest = async () => (await logAs(sysadmin, `?actorId=${clinicUser.id}&pageSize=1`)).items[0];
    const sessions = async () =>
      (await logAs(sysadmin, `?subjectType=SESSION&actorId=${clinicUser.id}&pageSize=1`)).meta.totalItems;
    const before = await sessions();

    await signIn({ username: 'clinic', password: OFFLINE_PASSWORD });
    expect(await sessions()).toBe(before + 1);
    const signedIn = await latest();
    expect(signedIn).toMatchObject({ action: 'SIGNED_IN', subject: { type: 'SESSION' } });
    expect(signedIn).not.toHaveProperty('practice');

    await signOut();
    expect(await latest()).toMatchObject({ action: 'SIGNED_OUT', subject: { type: 'SESSION' } });
    expect(await sessions()).toBe(before + 2);
  });

  it('records nothing for a wrong password', async () => {
    const before = (await logAs(sysadmin, '?subjectType=SESSION&pageSize=1')).meta.totalItems;
    await expect(signIn({ username: 'clinic', password: 'Wrong#2026' })).rejects.toThrow();
    expect((await logAs(sysadmin, '?subjectType=SESSION&pageSize=1')).meta.totalItems).toBe(before);
  });
});
