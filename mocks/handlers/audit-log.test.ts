import { signIn, signOut } from 'aws-amplify/auth';
import { describe, expect, it } from 'vitest';
import { GetAuditLogResponse } from '@/api/generated/audit/audit.zod';
import type { AuditEntry } from '@/api/generated/audit/model';
import { useAmplify } from '../cognito/amplify-test-client';
import { OFFLINE_PASSWORD } from '../cognito/pool-config';
import { goals } from '../db/analytik';
import { SEEDED_AUDIT_ENTRIES } from '../db/audit-log-seed';
import { HISTORY_PRACTICE, PRACTICES } from '../db/practice-directory';
import { findUserByUsername } from '../db/users';
import { practiceIdsOf } from './practice-access';
import { clientAs, expectContract, expectProblem } from './api-test-client';

const sysadmin = clientAs('sysadmin');
const clinic = clientAs('clinic');

const logAs = async (client: ReturnType<typeof clientAs>, query = '') =>
  expectContract(await client('GET', `/audit-log${query}`), GetAuditLogResponse);

const clinicPractices = () => practiceIdsOf(findUserByUsername('clinic')!, { managing: true });

describe('the audit log', () => {
  it('pages the 100,000 seeded entries newest first, with the real totals', async () => {
    const { items, meta } = await logAs(sysadmin, '?page=1000&pageSize=100');
    expect(meta.totalItems).toBeGreaterThanOrEqual(SEEDED_AUDIT_ENTRIES);
    expect(meta).toMatchObject({ page: 1000, pageSize: 100, totalPages: Math.ceil(meta.totalItems / 100) });
    expect(items).toHaveLength(100);
    const times = items.map((item) => item.at);
    expect(times).toEqual([...times].sort().reverse());

    const last = await logAs(sysadmin, `?page=${meta.totalPages + 1}&pageSize=100`);
    expect(last.items).toEqual([]);
  });

  it('gives the same entry the same words on every page that shows it', async () => {
    const first = await logAs(sysadmin, '?page=300&pageSize=10&sort=at:asc');
    const again = await logAs(sysadmin, '?page=300&pageSize=10&sort=at:asc');
    expect(again.items).toEqual(first.items);
  });

  it('combines the filters with AND', async () => {
    const practice = PRACTICES[0]!;
    const from = '2026-01-01T05:00:00Z';
    const to = '2026-06-30T23:59:59Z';
    const { items, meta } = await logAs(
      sysadmin,
      `?practiceId=${practice.id}&action=CHANGED&subjectType=COMMUNICATION_SETTINGS&from=${from}&to=${to}&pageSize=200&sort=at:asc`,
    );
    expect(meta.totalItems).toBeGreaterThan(0);
    for (const item of items) {
      expect(item).toMatchObject({
        practice: { id: practice.id },
        action: 'CHANGED',
        subject: { type: 'COMMUNICATION_SETTINGS' },
      });
      expect(item.at >= from && item.at <= to).toBe(true);
      expect(item.changes?.length).toBeGreaterThan(0);
    }
  });

  it('finds a person by part of their name or email, without regard to case or accents', async () => {
    const { items, meta } = await logAs(sysadmin, '?person=BOUCHARD&pageSize=50');
    expect(meta.totalItems).toBeGreaterThan(100);
    for (const item of items)
      expect(`${item.actor.name} ${item.actor.email}`.toLowerCase()).toContain('bouchard');

    const byId = await logAs(sysadmin, `?actorId=${findUserByUsername('sysadmin')!.id}&pageSize=20`);
    expect(byId.items.every((item) => item.actor.name === 'Nadia Bouchard')).toBe(true);
  });

  it('shows a practice manager only the entries of the practices they manage, provider staff’s included', async () => {
    const managed = clinicPractices();
    const { items, meta } = await logAs(clinic, '?pageSize=200');
    expect(meta.totalItems).toBeGreaterThan(0);
    expect(meta.totalItems).toBeLessThan(SEEDED_AUDIT_ENTRIES / 4);
    for (const item of items) expect(managed.has(item.practice?.id ?? '')).toBe(true);

    const provider = await logAs(clinic, '?subjectType=PRACTICE_MODULE&pageSize=10');
    expect(provider.items.every((item: AuditEntry) => item.actor.kind === 'PROVIDER_STAFF')).toBe(true);
    expect(provider.meta.totalItems).toBeGreaterThan(0);

    for (const subjectType of ['SESSION', 'USER', 'TOOL_VERSION'])
      expect((await logAs(clinic, `?subjectType=${subjectType}`)).meta.totalItems).toBe(0);
  });

  it('answers 404 for a practice the manager does not manage, 403 to anyone else', async () => {
    const other = PRACTICES.find((practice) => !clinicPractices().has(practice.id))!;
    await expectProblem(await clinic('GET', `/audit-log?practiceId=${other.id}`), 404);
    await expectProblem(await clientAs('noroles')('GET', '/audit-log'), 403);
    // A practice's user who does not manage it: the log says who looked at which patient.
    await expectProblem(await clientAs('resetme')('GET', '/audit-log'), 403);
  });

  it('shows a group administrator their group’s practices, and the read-only administrator everything', async () => {
    const managed = practiceIdsOf(findUserByUsername('group')!, { managing: true });
    const { items, meta } = await logAs(clientAs('group'), '?pageSize=200');
    expect(meta.totalItems).toBeGreaterThan(0);
    for (const item of items) expect(managed.has(item.practice?.id ?? '')).toBe(true);
    const everything = await logAs(clientAs('readonly'), '?subjectType=SESSION&pageSize=1');
    expect(everything.meta.totalItems).toBeGreaterThan(0);
  });

  it('refuses an invalid query with 400', async () => {
    for (const query of [
      '?pageSize=500',
      '?action=READ',
      '?from=yesterday',
      '?from=2026-02-01T00:00:00Z&to=2026-01-01T00:00:00Z',
    ])
      await expectProblem(await sysadmin('GET', `/audit-log${query}`), 400);
  });
});

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

describe('the audit log’s CSV file', () => {
  const exportAs = (client: ReturnType<typeof clientAs>, query: string) =>
    client('GET', `/audit-log/export?${query}`);
  // As a spreadsheet reads it: with its byte order mark, which response.text() drops.
  const fileOf = async (response: Response) =>
    new TextDecoder('utf-8', { ignoreBOM: true }).decode(await response.arrayBuffer());

  it('writes the French file with its header, semicolons and the zone of its times', async () => {
    const from = '2026-10-01T04:00:00Z';
    const to = '2026-10-31T23:59:59Z';
    const response = await exportAs(
      sysadmin,
      `locale=fr&from=${from}&to=${to}&subjectType=COMMUNICATION_SETTINGS`,
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toBe(
      'attachment; filename="journal-audit-2026-10-01-2026-10-31.csv"',
    );
    const text = await fileOf(response);
    expect(text.charCodeAt(0)).toBe(0xfeff);
    const [header, first] = text.slice(1).split('\r\n');
    expect(header).toBe(
      'Date et heure (heure de l’Est);Personne;Courriel;Clinique;Action;Objet;Identifiant;Libellé;Détail;Modifications',
    );
    expect(first).toMatch(
      /^2026-10-\d\d \d\d:\d\d:\d\d;[^;]+;[^;]*;[^;]+;Modification;Réglages des communications;/,
    );
    expect(first).toMatch(/\u00a0: /);
    const { meta } = await logAs(
      sysadmin,
      `?from=${from}&to=${to}&subjectType=COMMUNICATION_SETTINGS&pageSize=1`,
    );
    // One line per entry; a cell of several changes holds its line breaks inside quotes.
    expect(text.split('\r\n').length - 2).toBe(meta.totalItems);
  });

  it('writes the English file with commas, only the practices a manager manages, and is itself recorded', async () => {
    const response = await exportAs(clinic, 'locale=en&action=EXPORTED&sort=at:asc');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toMatch(/filename="audit-log-\d{4}-\d\d-\d\d\.csv"/);
    const text = await fileOf(response);
    expect(text.slice(1).split('\r\n')[0]).toBe(
      'Date and time (Eastern time),Person,Email,Practice,Action,Subject,Identifier,Label,Detail,Changes',
    );
    const names = new Set(
      [...clinicPractices()].map((id) => PRACTICES.find((practice) => practice.id === id)!.name),
    );
    for (const line of text.slice(1).split('\r\n').slice(1, -1).slice(0, 50))
      expect([...names].some((name) => line.includes(name))).toBe(true);

    const recorded = (await logAs(sysadmin, '?subjectType=AUDIT_LOG&pageSize=1')).items[0];
    expect(recorded).toMatchObject({
      action: 'EXPORTED',
      actor: { id: findUserByUsername('clinic')!.id },
      detail: 'locale=en action=EXPORTED sort=at:asc',
    });
  });

  it('puts the export of a manager of one practice in that practice, where they see it', async () => {
    const totp = clientAs('totp');
    const [practiceId] = practiceIdsOf(findUserByUsername('totp')!, { managing: true });
    const exported = await exportAs(totp, 'locale=en');
    expect(exported.status).toBe(200);
    await exported.arrayBuffer();
    expect((await logAs(totp, '?subjectType=AUDIT_LOG&pageSize=1')).items[0]).toMatchObject({
      practice: { id: practiceId },
      actor: { id: findUserByUsername('totp')!.id },
    });
  });

  it('writes a text that a spreadsheet would run as a formula after an apostrophe', async () => {
    const created = await sysadmin('POST', '/clinic-groups', {
      name: '=HYPERLINK("http://x")',
      practices: [],
    });
    expect(created.status).toBe(201);
    const text = await (await exportAs(sysadmin, 'locale=en&subjectType=CLINIC_GROUP&action=CREATED')).text();
    expect(text).toContain(`"'=HYPERLINK(""http://x"")"`);
  });

  it('refuses an export without its language, and a reader', async () => {
    await expectProblem(await exportAs(sysadmin, 'from=2026-01-01T00:00:00Z'), 400);
    await expectProblem(await exportAs(clientAs('noroles'), 'locale=fr'), 403);
  });
});
