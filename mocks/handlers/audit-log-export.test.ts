import { describe, expect, it } from 'vitest';
import { PRACTICES } from '../db/practice-directory';
import { findUserByUsername } from '../db/users';
import { practiceIdsOf } from './practice-access';
import { clientAs, expectProblem } from './api-test-client';
import { clinicPractices, logAs } from './audit-log.test-support';

const sysadmin = clientAs('sysadmin');
const clinic = clientAs('clinic');

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
