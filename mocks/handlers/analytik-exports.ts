import { HttpResponse, http } from 'msw';
import {
  ExportPracticeGoalsQueryParams,
  ExportPracticeMetricTableQueryParams,
} from '@/api/generated/analytik/analytik.zod';
import { METRIC_AGGREGATION } from '@/domain/analytik-aggregation';
import { goalReferences, monthsCovered } from '@/domain/analytik-goal-reference';
import { monthValuesOf, splitYearlyGoal } from '@/domain/analytik-goals';
import { CSV_MEDIA_TYPE } from '@/utils/csv';
import { goalsCsv, goalsCsvFileName } from '@/utils/goals-csv';
import { metricCsv, metricCsvFileName } from '@/utils/metric-csv';
import { apiPath } from '../config';
import { goals, monthsOf } from '../db/analytik';
import { METRIC_DEFINITIONS, metricDefinition } from '../db/analytik-metric-definitions';
import { findPractice } from '../db/practices';
import { analytikPracticeNotFound, requireAnalytikPractice } from './analytik-access';
import { practiceRecords, yearSummary } from './analytik-practice-data';
import { catalogueTexts } from './catalogue-texts';
import { notFound, readQuery, validationFailed } from './problem';
import { withNumbers } from './query-numbers';

// As getPracticeMetric: the months read, from the year before the one shown, span at most 10 years.
const MAX_YEARS = 10;

const csvResponse = (body: string, filename: string) =>
  new HttpResponse(body, {
    headers: { 'content-type': CSV_MEDIA_TYPE, 'content-disposition': `attachment; filename="${filename}"` },
  });

/** The years of `compare` (`2025,2024`), or the reason they cannot be shown beside `year`. */
const comparedYears = (year: number, compare: string | undefined): number[] | string => {
  const years = compare ? compare.split(',').map(Number) : [];
  if (new Set(years).size !== years.length || years.includes(year))
    return '`compare` may not repeat a year nor hold `year`.';
  const all = [year - 1, year, ...years];
  if (Math.max(...all) - Math.min(...all) + 1 > MAX_YEARS)
    return `The years shown, with the one before \`year\`, may not span more than ${MAX_YEARS} years.`;
  return years;
};

/**
 * Analytik's tables as files, written from the data the screens read (the metric's months and
 * goals, the practice's goals and yearly summaries), under the same access rules as those reads.
 * The audit log records them as the other exports (audit-rules-exports.ts).
 */
export const analytikExportHandlers = [
  http.get(apiPath('/analytik/practices/:id/metrics/:metricId/export'), async ({ request, params }) => {
    const practiceId = String(params.id);
    await requireAnalytikPractice(request, practiceId);
    const definition = metricDefinition(String(params.metricId));
    if (!definition) return notFound(`Metric ${String(params.metricId)} does not exist.`);
    const query = readQuery(request, withNumbers(ExportPracticeMetricTableQueryParams, ['year']));
    const compared = comparedYears(query.year, query.compare);
    if (typeof compared === 'string')
      return validationFailed([{ field: 'compare', code: 'invalid_years', message: compared }]);
    const record = practiceRecords(practiceId)?.get(definition.id);
    const practice = findPractice(practiceId);
    if (!record || !practice) return analytikPracticeNotFound(practiceId);

    const series = monthsOf(record);
    const years = [query.year, ...compared];
    const reference = monthValuesOf(series, query.year - 1);
    const aggregation = METRIC_AGGREGATION[definition.id];
    const goal = goals.findFirst((q) => q.where({ practiceId, metricId: definition.id, year: query.year }));
    const monthlyGoals = goal && {
      year: query.year,
      months: splitYearlyGoal({
        goal: goal.value,
        aggregation,
        unit: definition.unit,
        reference,
        startLevel: reference[11],
      }).months,
    };
    const text = await catalogueTexts(query.locale);
    const body = metricCsv(text, query.locale, {
      years,
      months: new Map(years.map((year) => [year, monthValuesOf(series, year)])),
      monthlyGoals,
      withTotals: aggregation === 'sum',
    });
    return csvResponse(body, metricCsvFileName(definition.label[query.locale], practice.name, years));
  }),

  http.get(apiPath('/analytik/practices/:id/goals/export'), async ({ request, params }) => {
    const practiceId = String(params.id);
    await requireAnalytikPractice(request, practiceId);
    const { locale, year } = readQuery(request, withNumbers(ExportPracticeGoalsQueryParams, ['year']));
    const practice = findPractice(practiceId);
    if (!practice) return analytikPracticeNotFound(practiceId);

    // Last year's values, projected to its end while it runs (with the year before's totals), as
    // the goals screen reads them.
    const records = practiceRecords(practiceId);
    const lastYear = records && yearSummary(practiceId, records, year - 1);
    const yearBefore =
      records && lastYear && monthsCovered(lastYear) < 12
        ? yearSummary(practiceId, records, year - 2)
        : undefined;
    const text = await catalogueTexts(locale);
    const body = goalsCsv(text, locale, {
      year,
      definitions: METRIC_DEFINITIONS,
      saved: goals.findMany((q) => q.where({ practiceId, year })),
      references: goalReferences(METRIC_DEFINITIONS, lastYear, yearBefore),
      timeZone: practice.timezone,
    });
    return csvResponse(body, goalsCsvFileName(text, practice.name, year));
  }),
];
