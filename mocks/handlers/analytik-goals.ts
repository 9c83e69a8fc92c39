import { HttpResponse, http } from 'msw';
import { GetGoalsQueryParams, SaveGoalsBody } from '@/api/generated/analytik/analytik.zod';
import type { Goal, GoalInput } from '@/api/generated/analytik/model';
import { goalValueIssue, type GoalValueIssue } from '@/domain/analytik-goal-values';
import { apiPath } from '../config';
import { goals } from '../db/analytik';
import { METRIC_IDS, metricDefinition } from '../db/analytik-metric-definitions';
import { PRACTICES } from '../db/practice-directory';
import { analytikPracticeFilter, requireAnalytik, requireGoalWriter, userRefOf } from './analytik-access';
import { forbidden, problem, readJsonBody, readQuery } from './problem';
import { withNumbers } from './query-numbers';

type FieldError = { field: string; code: string; message: string };

const practiceName = (id: string) => PRACTICES.find((practice) => practice.id === id)?.name ?? id;

/** Year, then practice (by name), then metric in MetricId order, as the contract sorts them. */
const byYearPracticeMetric = (a: Goal, b: Goal) =>
  a.year - b.year ||
  practiceName(a.practiceId).localeCompare(practiceName(b.practiceId), 'fr', { sensitivity: 'base' }) ||
  a.practiceId.localeCompare(b.practiceId) ||
  METRIC_IDS.indexOf(a.metricId) - METRIC_IDS.indexOf(b.metricId);

const GOAL_VALUE_MESSAGES: Record<GoalValueIssue, string> = {
  negative: 'A goal may not be negative.',
  out_of_range: 'A percentage goal must be between 0 and 100.',
  not_integer: 'A goal for a count must be a whole number.',
  too_precise: 'A currency goal has at most two decimals.',
};

const goalKey = ({ practiceId, metricId, year }: GoalInput) => `${practiceId}|${metricId}|${year}`;

/** The rules of the contract that a JSON schema cannot express, per entry (`goals.3.value`). */
const goalErrors = (
  goal: GoalInput,
  index: number,
  earlier: ReadonlySet<string>,
  known: (practiceId: string) => boolean,
): FieldError[] => {
  const path = `goals.${index}`;
  const errors: FieldError[] = [];
  if (!known(goal.practiceId)) {
    errors.push({
      field: `${path}.practiceId`,
      code: 'unknown_practice',
      message: 'This practice does not exist or is not yours.',
    });
  }
  const unit = metricDefinition(goal.metricId)?.unit;
  const issue = unit && goalValueIssue(unit, goal.value);
  if (issue) errors.push({ field: `${path}.value`, code: issue, message: GOAL_VALUE_MESSAGES[issue] });
  if (earlier.has(goalKey(goal))) {
    errors.push({
      field: path,
      code: 'duplicate',
      message: 'This practice, metric and year already appear earlier in the batch.',
    });
  }
  return errors;
};

const upsert = async (goal: GoalInput, updatedAt: string, updatedBy: Goal['updatedBy']) => {
  const { practiceId, metricId, year, value } = goal;
  const existing = goals.findFirst((q) => q.where({ practiceId, metricId, year }));
  if (!existing) return goals.create({ practiceId, metricId, year, value, updatedAt, updatedBy });
  return goals.update(existing, {
    data(draft) {
      draft.value = value;
      draft.updatedAt = updatedAt;
      draft.updatedBy = updatedBy;
    },
  });
};

export const analytikGoalsHandlers = [
  http.get(apiPath('/analytik/goals'), async ({ request }) => {
    const known = analytikPracticeFilter(await requireAnalytik(request));
    const { practiceId, metricId, year } = readQuery(request, withNumbers(GetGoalsQueryParams, ['year']));
    // The contract answers 403 here, not 404: a filter is not a resource of its own.
    if (practiceId && !known(practiceId)) return forbidden(`Practice ${practiceId} is not one of yours.`);
    const found = goals.findMany((q) =>
      q.where(
        (goal) =>
          (practiceId === undefined || goal.practiceId === practiceId) &&
          (metricId === undefined || goal.metricId === metricId) &&
          (year === undefined || goal.year === year) &&
          known(goal.practiceId),
      ),
    );
    return HttpResponse.json(found.sort(byYearPracticeMetric));
  }),

  // All or nothing: every entry is checked before any is written.
  http.post(apiPath('/analytik/goals'), async ({ request }) => {
    const caller = await requireAnalytik(request);
    const known = analytikPracticeFilter(caller);
    const body = await readJsonBody(request, SaveGoalsBody);
    // Practices the caller cannot see are 400s on their entries below, not 403s, so that a
    // 403 never confirms that a hidden practice exists.
    requireGoalWriter(caller, [...new Set(body.goals.map((goal) => goal.practiceId))].filter(known));

    const seen = new Set<string>();
    const errors = body.goals.flatMap((goal, index) => {
      const entryErrors = goalErrors(goal, index, seen, known);
      seen.add(goalKey(goal));
      return entryErrors;
    });
    if (errors.length > 0) {
      const detail = 'One or more goals are invalid; no goal was saved.';
      return problem(400, { title: 'Validation failed', code: 'VALIDATION_FAILED', detail, errors });
    }

    const updatedAt = new Date().toISOString();
    const updatedBy = userRefOf(caller);
    const saved: Goal[] = [];
    for (const goal of body.goals) {
      const record = await upsert(goal, updatedAt, updatedBy);
      if (record) saved.push(record);
    }
    return HttpResponse.json(saved);
  }),
];
