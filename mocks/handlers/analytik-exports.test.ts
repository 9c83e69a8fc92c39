import { describe, expect, it } from 'vitest';
import { GetAuditLogResponse } from '@/api/generated/audit/audit.zod';
import { GetPracticeMetricResponse, SaveGoalsResponse } from '@/api/generated/analytik/analytik.zod';
import { readCsv } from '../../tests/utils/read-csv';
import { currentYear } from '../db/analytik-calendar';
import { CLINIC_ADMIN_PRACTICES, PRACTICES } from '../db/practice-directory';
import { call, clientAs, expectContract, expectProblem } from './api-test-client';

const clinic = clientAs('clinic');
const THIS_YEAR = currentYear();
const NEXT_YEAR = THIS_YEAR + 1;
const plateau = CLINIC_ADMIN_PRACTICES[0]!;
const bayStreet = PRACTICES.find((practice) => practice.name === 'Bay Street Dental')!;
const metricBase = (practiceId: string, metricId = 'fees') =>
  `/analytik/practices/${practiceId}/metrics/${metricId}/export`;
const goalsBase = (practiceId: string) => `/analytik/practices/${practiceId}/goals/export`;

const fileOf = async (path: string, locale: 'en' | 'fr', as = 'clinic') => {
  const response = await call(path, { as });
  expect(response.status, await response.clone().text()).toBe(200);
  expect(response.headers.get('content-type')).toBe('text/csv;charset=utf-8');
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1];
  const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await response.arrayBuffer());
  return { name, ...readCsv(text, locale === 'fr' ? ';' : ',') };
};

/** The newest audit entry of the practice's Analytik exports, as its managers read it. */
const lastTableExport = async () => {
  const log = await expectContract(
    await clinic('GET', `/audit-log?practiceId=${plateau.id}&subjectType=ANALYTIK_TABLE&pageSize=1`),
    GetAuditLogResponse,
  );
  return { total: log.meta.totalItems, entry: log.items[0] };
};

/** The export is one new entry of the practice's log: its table and filters in `detail`. */
const expectOneEntry = async (exportFile: () => Promise<unknown>, subjectId: string, detail: string) => {
  const before = await lastTableExport();
  await exportFile();
  const after = await lastTableExport();
  expect(after.total).toBe(before.total + 1);
  expect(after.entry).toMatchObject({
    action: 'EXPORTED',
    practice: { id: plateau.id },
    subject: { type: 'ANALYTIK_TABLE', id: subjectId },
    detail,
  });
};

/** 403 without the analytik permission, 404 for a practice the clinic cannot see: as the reads answer. */
const expectRefusedAsTheReads = async (path: (practiceId: string) => string) => {
  await expectProblem(await call(path(plateau.id), { as: 'group' }), 403);
  await expectProblem(await clinic('GET', path(bayStreet.id)), 404);
};

describe('the metric table’s export', () => {
  it('writes the months of each year shown, the monthly goals and the total, as the series holds them', async () => {
    const query = `year=${THIS_YEAR - 1}&compare=${THIS_YEAR - 2}`;
    const file = await fileOf(`${metricBase(plateau.id)}?locale=en&${query}`, 'en');
    expect(file.bom).toBe(true);
    expect(file.name).toBe(`fees-clinique-dentaire-du-plateau-${THIS_YEAR - 1}-${THIS_YEAR - 2}.csv`);
    expect(file.header.slice(0, 3)).toEqual(['Month', String(THIS_YEAR - 1), String(THIS_YEAR - 2)]);
    expect(file.records.map((record) => record[0])).toEqual([
      ...['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August'],
      ...['September', 'October', 'November', 'December', 'Total'],
    ]);
    const series = await expectContract(
      await clinic(
        'GET',
        `/analytik/practices/${plateau.id}/metrics/fees?from=${THIS_YEAR - 2}&to=${THIS_YEAR - 1}`,
      ),
      GetPracticeMetricResponse,
    );
    const months = series.series.filter((entry) => entry.year === THIS_YEAR - 1);
    expect(file.records.slice(0, 12).map((record) => Number(record[1]))).toEqual(
      months.map((entry) => Math.round(entry.value * 100) / 100),
    );
    const total = months.reduce((sum, entry) => sum + entry.value, 0);
    expect(Number(file.records[12]?.[1])).toBeCloseTo(total, 1);
    // A goal set for the year shown: its months add up to it, in the last column.
    const goal = series.goals.find((entry) => entry.year === THIS_YEAR - 1);
    if (goal) {
      expect(file.header[3]).toBe(`Monthly goal ${THIS_YEAR - 1}`);
      expect(Number(file.records[12]?.[3])).toBeCloseTo(goal.value, 1);
    } else expect(file.header).toHaveLength(3);
  });

  it('writes French with semicolons, the months in words, and no total for a rate', async () => {
    const file = await fileOf(
      `${metricBase(plateau.id, 'occupancy-rate')}?locale=fr&year=${THIS_YEAR}`,
      'fr',
    );
    expect(file.name).toBe(`taux-d-occupation-clinique-dentaire-du-plateau-${THIS_YEAR}.csv`);
    expect(file.header.slice(0, 2)).toEqual(['Mois', String(THIS_YEAR)]);
    expect(file.records.map((record) => record[0]).slice(0, 2)).toEqual(['janvier', 'février']);
    expect(file.records).toHaveLength(12);
    expect(file.records.some((record) => /^\d{1,3},\d{1,2}$/.test(record[1] ?? ''))).toBe(true);
  });

  it('records the export in the audit log with the table and its filters', async () => {
    await expectOneEntry(
      () => fileOf(`${metricBase(plateau.id)}?locale=fr&year=${THIS_YEAR}&compare=${THIS_YEAR - 1}`, 'fr'),
      'fees',
      `table=metric metricId=fees locale=fr year=${THIS_YEAR} compare=${THIS_YEAR - 1}`,
    );
  });

  it('answers as the metric’s reads: 403 without Analytik, 404 for a hidden practice or metric, and records nothing', async () => {
    const before = await lastTableExport();
    await expectRefusedAsTheReads((practiceId) => `${metricBase(practiceId)}?locale=en&year=${THIS_YEAR}`);
    await expectProblem(
      await clinic('GET', `${metricBase(plateau.id, 'smiles')}?locale=en&year=${THIS_YEAR}`),
      404,
    );
    await expectProblem(
      await clinic('GET', `${metricBase(plateau.id)}?locale=en&year=${THIS_YEAR}&compare=${THIS_YEAR}`),
      400,
    );
    await expectProblem(await clinic('GET', `${metricBase(plateau.id)}?locale=de&year=${THIS_YEAR}`), 400);
    expect((await lastTableExport()).total).toBe(before.total);
  });
});

describe('the goals’ export', () => {
  it('writes each metric’s saved goal beside last year’s value, in both languages', async () => {
    await expectContract(
      await clinic('POST', '/analytik/goals', {
        goals: [{ practiceId: plateau.id, metricId: 'occupancy-rate', year: NEXT_YEAR, value: 87.5 }],
      }),
      SaveGoalsResponse,
    );
    const english = await fileOf(`${goalsBase(plateau.id)}?locale=en&year=${NEXT_YEAR}`, 'en');
    expect(english.name).toBe(`goals-clinique-dentaire-du-plateau-${NEXT_YEAR}.csv`);
    expect(english.header).toEqual([
      'Family',
      'Metric',
      'Unit',
      `Goal ${NEXT_YEAR}`,
      `${THIS_YEAR}: result or year-end projection`,
      'Last changed by',
      'Last changed on',
    ]);
    expect(english.records).toHaveLength(17);
    expect(english.records[0]?.slice(0, 3)).toEqual(['Production', 'Fees', 'Canadian dollars (CAD)']);
    const occupancy = english.records.find((record) => record[1] === 'Occupancy rate');
    expect(occupancy?.slice(0, 4)).toEqual(['Schedule', 'Occupancy rate', 'Percentage (0 to 100)', '87.5']);
    // Who saved it, by the name the goals show.
    expect(occupancy?.[5]).toBe('Geneviève Ouellet');
    expect(occupancy?.[6]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    expect(english.records.every((record) => /^\d+(\.\d{1,2})?$/.test(record[4] ?? ''))).toBe(true);

    const french = await fileOf(`${goalsBase(plateau.id)}?locale=fr&year=${NEXT_YEAR}`, 'fr');
    expect(french.name).toBe(`objectifs-clinique-dentaire-du-plateau-${NEXT_YEAR}.csv`);
    expect(french.header.slice(3, 5)).toEqual([
      `Objectif ${NEXT_YEAR}`,
      `${THIS_YEAR}\u00a0: résultat ou projection de fin d’année`,
    ]);
    expect(french.records.find((record) => record[1] === 'Taux d’occupation')?.[3]).toBe('87,5');
  });

  it('records the export in the audit log, and nothing when refused', async () => {
    const before = await lastTableExport();
    await expectRefusedAsTheReads((practiceId) => `${goalsBase(practiceId)}?locale=en&year=${THIS_YEAR}`);
    expect((await lastTableExport()).total).toBe(before.total);
    await expectOneEntry(
      () => fileOf(`${goalsBase(plateau.id)}?locale=en&year=${THIS_YEAR}`, 'en'),
      'goals',
      `table=goals locale=en year=${THIS_YEAR}`,
    );
  });
});
