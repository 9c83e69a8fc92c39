import { HttpResponse, http } from 'msw';
import {
  GetPracticeMetricQueryParams,
  GetPracticeMetricsQueryParams,
} from '@/api/generated/analytik/analytik.zod';
import type { MetricDefinition, PracticeMetricSeries } from '@/api/generated/analytik/model';
import { apiPath } from '../config';
import { goals, metricValues, monthsOf } from '../db/analytik';
import { currentYear } from '../db/analytik-calendar';
import { METRIC_DEFINITIONS, metricDefinition, type MetricText } from '../db/analytik-metric-definitions';
import {
  analytikPracticeFilter,
  analytikPracticeNotFound,
  requireAnalytik,
  requireAnalytikPractice,
} from './analytik-access';
import { analytikExportHandlers } from './analytik-exports';
import { analytikGoalsHandlers } from './analytik-goals';
import { endOfMonth, practiceRecords, yearSummary } from './analytik-practice-data';
import { notFound, readQuery, validationFailed } from './problem';
import { withNumbers } from './query-numbers';

/** Years in which at least one practice the user can see has data for the metric. */
const yearsWithData = (
  metricId: MetricDefinition['id'],
  visible: (practiceId: string) => boolean,
): number[] => {
  const years = new Set<number>();
  for (const record of metricValues.findMany((q) => q.where({ metricId, practiceId: visible }))) {
    const months = monthsOf(record);
    const first = months[0]?.year;
    const last = months.at(-1)?.year;
    if (first === undefined || last === undefined) continue;
    for (let year = first; year <= last; year += 1) years.add(year);
  }
  return [...years].sort((a, b) => a - b);
};

const withYears =
  (visible: (practiceId: string) => boolean) =>
  (definition: MetricText): MetricDefinition => ({
    ...definition,
    years: yearsWithData(definition.id, visible),
  });

const metricHandlers = [
  http.get(apiPath('/analytik/metrics'), async ({ request }) => {
    const caller = await requireAnalytik(request);
    return HttpResponse.json(METRIC_DEFINITIONS.map(withYears(analytikPracticeFilter(caller))));
  }),

  http.get(apiPath('/analytik/metrics/:id'), async ({ request, params }) => {
    const caller = await requireAnalytik(request);
    const definition = metricDefinition(String(params.id));
    return definition
      ? HttpResponse.json(withYears(analytikPracticeFilter(caller))(definition))
      : notFound(`Metric ${String(params.id)} does not exist.`);
  }),

  http.get(apiPath('/analytik/practices/:id/metrics'), async ({ request, params }) => {
    const practiceId = String(params.id);
    await requireAnalytikPractice(request, practiceId);
    const thisYear = currentYear();
    const { year = thisYear } = readQuery(request, withNumbers(GetPracticeMetricsQueryParams, ['year']));
    if (year > thisYear) {
      return validationFailed([
        { field: 'year', code: 'too_big', message: `The year may not be after ${thisYear}.` },
      ]);
    }
    const records = practiceRecords(practiceId);
    if (!records) return analytikPracticeNotFound(practiceId);
    const summary = yearSummary(practiceId, records, year);
    return summary
      ? HttpResponse.json(summary)
      : notFound(`Practice ${practiceId} has no Analytik data for ${year}.`);
  }),

  http.get(apiPath('/analytik/practices/:id/metrics/:metricId'), async ({ request, params }) => {
    const practiceId = String(params.id);
    await requireAnalytikPractice(request, practiceId);
    const definition = metricDefinition(String(params.metricId));
    if (!definition) return notFound(`Metric ${String(params.metricId)} does not exist.`);
    const query = readQuery(request, withNumbers(GetPracticeMetricQueryParams, ['from', 'to']));
    const to = query.to ?? currentYear();
    const from = query.from ?? to - 1;
    if (from > to)
      return validationFailed([
        { field: 'from', code: 'invalid_range', message: '`from` may not be after `to`.' },
      ]);
    if (to - from + 1 > 10) {
      return validationFailed([
        { field: 'from', code: 'range_too_long', message: 'The range may not exceed 10 years.' },
      ]);
    }
    const record = practiceRecords(practiceId)?.get(definition.id);
    if (!record) return analytikPracticeNotFound(practiceId);

    const allMonths = monthsOf(record);
    const last = allMonths.at(-1);
    const body: PracticeMetricSeries = {
      practiceId,
      metricId: definition.id,
      unit: definition.unit,
      dataThrough: last ? endOfMonth(last.year, last.month) : `${to}-12-31`,
      series: allMonths.filter((entry) => entry.year >= from && entry.year <= to),
      goals: goals
        .findMany(
          (q) => q.where({ practiceId, metricId: definition.id, year: (year) => year >= from && year <= to }),
          {
            orderBy: { year: 'asc' },
          },
        )
        .map(({ year, value }) => ({ year, value })),
    };
    return HttpResponse.json(body);
  }),
];

export const analytikHandlers = [...metricHandlers, ...analytikGoalsHandlers, ...analytikExportHandlers];
