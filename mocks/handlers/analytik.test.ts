import { describe, expect, it } from 'vitest';
import {
  GetGoalsResponse,
  GetMetricResponse,
  GetMetricsResponse,
  GetPracticeMetricResponse,
  GetPracticeMetricsResponse,
  SaveGoalsResponse,
} from '@/api/generated/analytik/analytik.zod';
import { analytikArea, goals, metricValues } from '../db/analytik';
import { currentYear, lastDataMonth } from '../db/analytik-calendar';
import { PRACTICES } from '../db/practice-directory';
import { findUserByUsername } from '../db/users';
import { bearerFor } from './api-test-client';

// The offline world's year and last synchronised month (the seed's now, pinned for the tests).
const CURRENT_YEAR = currentYear();
const LAST_DATA_MONTH = lastDataMonth();
const DATA_YEARS = Array.from({ length: CURRENT_YEAR - 2021 }, (_, index) => 2022 + index);

const api = 'http://localhost/api';
// A system administrator with the analytik permission sees every practice; the other roles
// are in analytik-access.test.ts.
const headers = async () => ({
  authorization: await bearerFor('sysadmin'),
  'content-type': 'application/json',
});
const get = async (path: string) => fetch(`${api}${path}`, { headers: await headers() });
const post = async (path: string, body: unknown) =>
  fetch(`${api}${path}`, { method: 'POST', headers: await headers(), body: JSON.stringify(body) });

const practice = PRACTICES[4] ?? PRACTICES[0]!;
const UNKNOWN_PRACTICE = '0b6f2d3e-1c4a-4e8b-9d7f-5a2c8e1b3f60';
const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

const seriesOf = async (metricId: string, query = '') =>
  GetPracticeMetricResponse.parse(
    await (await get(`/analytik/practices/${practice.id}/metrics/${metricId}${query}`)).json(),
  );
const summaryOf = async (year: number) =>
  GetPracticeMetricsResponse.parse(
    await (await get(`/analytik/practices/${practice.id}/metrics?year=${year}`)).json(),
  );
const metricOf = <Entry extends { metricId: string }>(summary: { metrics: Entry[] }, metricId: string) =>
  summary.metrics.find((entry) => entry.metricId === metricId);

describe('analytik', () => {
  it('answers for a practice without the Analytik module as for any other, as the contract states', async () => {
    const without = PRACTICES.find((entry) => !entry.analytik);
    if (!without) throw new Error('The seed has no practice without the Analytik module');
    const response = await get(`/analytik/practices/${without.id}/metrics?year=${CURRENT_YEAR}`);
    expect(response.status).toBe(200);
  });

  it('seeds the same values and goals on every run', async () => {
    const snapshot = () => JSON.stringify([metricValues.all(), goals.all()]);
    const first = snapshot();
    for (const collection of Object.values(analytikArea.collections)) collection.clear();
    await analytikArea.seed();
    expect(snapshot()).toBe(first);
  });

  it('defines the 17 metrics with their years of data', async () => {
    const definitions = GetMetricsResponse.parse(await (await get('/analytik/metrics')).json());
    expect(definitions).toHaveLength(17);
    for (const definition of definitions) expect(definition.years).toEqual(DATA_YEARS);

    const occupancy = GetMetricResponse.parse(await (await get('/analytik/metrics/occupancy-rate')).json());
    expect(occupancy.unit).toBe('percent');
    expect((await get('/analytik/metrics/happiness')).status).toBe(404);
  });

  it("gives every practice its years of months, from January 2022 to the month before the seed's now", async () => {
    const { series, dataThrough } = await seriesOf('fees', `?from=2022&to=${CURRENT_YEAR}`);
    expect(new Set(series.map((entry) => entry.year))).toEqual(new Set(DATA_YEARS));
    expect(series).toHaveLength((CURRENT_YEAR - 2022) * 12 + LAST_DATA_MONTH);
    expect(series[0]).toMatchObject({ year: 2022, month: 1 });
    expect(series.at(-1)).toMatchObject({ year: CURRENT_YEAR, month: LAST_DATA_MONTH });
    expect(dataThrough).toBe(new Date(Date.UTC(CURRENT_YEAR, LAST_DATA_MONTH, 0)).toISOString().slice(0, 10));
    expect(metricValues.count()).toBe(PRACTICES.length * 17);

    // By default: the current year and the year before it.
    const byDefault = await seriesOf('occupancy-rate');
    expect(byDefault.series).toHaveLength(12 + LAST_DATA_MONTH);
    for (const { value } of byDefault.series) {
      expect(value).toBeGreaterThan(0);
      expect(value).toBeLessThanOrEqual(100);
    }
  });

  it('sums an additive metric over the months of the year, and compares with the same months a year before', async () => {
    const { series } = await seriesOf('fees', `?from=${CURRENT_YEAR - 2}&to=${CURRENT_YEAR}`);
    const feesOf = (year: number, lastMonth = 12) =>
      sum(
        series.filter((entry) => entry.year === year && entry.month <= lastMonth).map((entry) => entry.value),
      );

    const past = metricOf(await summaryOf(CURRENT_YEAR - 1), 'fees');
    expect(past?.value).toBeCloseTo(feesOf(CURRENT_YEAR - 1), 2);
    expect(past?.previousYearValue).toBeCloseTo(feesOf(CURRENT_YEAR - 2), 2);

    const current = await summaryOf(CURRENT_YEAR);
    expect(metricOf(current, 'fees')?.value).toBeCloseTo(feesOf(CURRENT_YEAR), 2);
    expect(metricOf(current, 'fees')?.previousYearValue).toBeCloseTo(
      feesOf(CURRENT_YEAR - 1, LAST_DATA_MONTH),
      2,
    );
    expect(current.metrics.map((entry) => entry.metricId)).toHaveLength(17);

    // Hourly billing is the fees of the period over its hours, not a mean of months.
    const hours = metricOf(current, 'availability-hours')?.value ?? 0;
    expect(metricOf(current, 'hourly-billing')?.value).toBeCloseTo(
      (metricOf(current, 'fees')?.value ?? 0) / hours,
      1,
    );
  });

  it('answers 404 for an unknown practice or metric and 400 for bad ranges', async () => {
    expect((await get(`/analytik/practices/${UNKNOWN_PRACTICE}/metrics`)).status).toBe(404);
    expect((await get(`/analytik/practices/${UNKNOWN_PRACTICE}/metrics/fees`)).status).toBe(404);
    expect((await get(`/analytik/practices/${practice.id}/metrics/happiness`)).status).toBe(404);
    expect((await get(`/analytik/practices/${practice.id}/metrics?year=${CURRENT_YEAR + 1}`)).status).toBe(
      400,
    );
    expect((await get(`/analytik/practices/${practice.id}/metrics/fees?from=2026&to=2024`)).status).toBe(400);
    expect((await get(`/analytik/practices/${practice.id}/metrics/fees?from=2010&to=2026`)).status).toBe(400);
    expect((await get(`/analytik/practices/${practice.id}/metrics?year=abc`)).status).toBe(400);
  });

  it('saves goals (upsert) and reads them back in the summary, the series and the goal list', async () => {
    const batch = [
      { practiceId: practice.id, metricId: 'fees', year: CURRENT_YEAR + 1, value: 2150000.5 },
      { practiceId: practice.id, metricId: 'occupancy-rate', year: CURRENT_YEAR + 1, value: 92.5 },
      { practiceId: practice.id, metricId: 'new-patients', year: CURRENT_YEAR, value: 480 },
    ];
    const saved = await post('/analytik/goals', { goals: batch });
    expect(saved.status).toBe(200);
    const body = SaveGoalsResponse.parse(await saved.json());
    expect(body.map(({ metricId, value }) => ({ metricId, value }))).toEqual(
      batch.map(({ metricId, value }) => ({ metricId, value })),
    );
    expect(body[0]?.updatedBy).toEqual({ id: findUserByUsername('sysadmin')?.id, name: 'Nadia Bouchard' });

    const listed = GetGoalsResponse.parse(
      await (await get(`/analytik/goals?practiceId=${practice.id}&year=${CURRENT_YEAR + 1}`)).json(),
    );
    expect(listed.map((goal) => goal.metricId)).toEqual(['fees', 'occupancy-rate']);

    // Saving again replaces the value instead of adding a goal.
    await post('/analytik/goals', { goals: [{ ...batch[0], value: 2200000 }] });
    const replaced = GetGoalsResponse.parse(
      await (
        await get(`/analytik/goals?practiceId=${practice.id}&metricId=fees&year=${CURRENT_YEAR + 1}`)
      ).json(),
    );
    expect(replaced.map((goal) => goal.value)).toEqual([2200000]);

    expect(metricOf(await summaryOf(CURRENT_YEAR), 'new-patients')).toMatchObject({ goal: 480 });
    const series = await seriesOf('new-patients');
    expect(series.goals.find((goal) => goal.year === CURRENT_YEAR)?.value).toBe(480);
  });

  it('seeds goals for most practices, sorted by year, practice then metric', async () => {
    const all = GetGoalsResponse.parse(await (await get(`/analytik/goals?year=${CURRENT_YEAR - 1}`)).json());
    expect(new Set(all.map((goal) => goal.practiceId)).size).toBeGreaterThan(PRACTICES.length / 2);
    expect(all.every((goal) => goal.year === CURRENT_YEAR - 1)).toBe(true);
    expect((await get(`/analytik/goals?practiceId=${UNKNOWN_PRACTICE}`)).status).toBe(403);
  });

  it('rejects a whole batch with the path of each bad goal, and saves none of it', async () => {
    const response = await post('/analytik/goals', {
      goals: [
        { practiceId: practice.id, metricId: 'fees', year: 2030, value: 100000 },
        { practiceId: practice.id, metricId: 'new-patients', year: 2030, value: 12.5 },
        { practiceId: UNKNOWN_PRACTICE, metricId: 'fees', year: 2030, value: 1 },
        { practiceId: practice.id, metricId: 'occupancy-rate', year: 2030, value: 120 },
        { practiceId: practice.id, metricId: 'tx-plan-sales', year: 2030, value: 10.005 },
        { practiceId: practice.id, metricId: 'fees', year: 2030, value: 5 },
      ],
    });
    expect(response.status).toBe(400);
    const problem = (await response.json()) as { errors: { field: string; code: string }[] };
    expect(problem.errors.map((error) => error.field)).toEqual([
      'goals.1.value',
      'goals.2.practiceId',
      'goals.3.value',
      'goals.4.value',
      'goals.5',
    ]);
    const after = GetGoalsResponse.parse(await (await get('/analytik/goals?year=2030')).json());
    expect(after).toEqual([]);

    const negative = await post('/analytik/goals', {
      goals: [{ practiceId: practice.id, metricId: 'fees', year: 2030, value: -1 }],
    });
    expect(((await negative.json()) as { errors: { field: string }[] }).errors[0]?.field).toBe(
      'goals.0.value',
    );
  });
});
