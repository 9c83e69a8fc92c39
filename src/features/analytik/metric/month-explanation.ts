import type { IntlShape } from 'react-intl';
import type { MetricDefinition } from '@/api/generated/analytik/model';
import type { MetricFormat } from '../shared/metric-format';
import {
  progressMessages,
  projectionAverageMessage,
  projectionLevelMessage,
  projectionRateMessage,
  rateComparedMessage,
  yearOverMessage,
} from '../shared/progress-messages';
import {
  paceLevelMessage,
  paceMissingMessage,
  paceSumMessage,
  projectionSeasonalityMessage,
  splitEvenMessage,
  splitLastYearMessage,
  splitLevelMessage,
  splitPartialMessage,
  splitRateMessage,
} from './explanation-messages';
import type { MetricModel } from './metric-model';

export interface MonthExplanation {
  split?: string | undefined;
  pace: string[];
  projection?: string | undefined;
}

/**
 * The sentences of the metric screen's goal section (issue 12 §5), built from the model that
 * gave the numbers: the monthly split, what the pace compares, how the year-end was projected.
 */
export const monthExplanation = (
  intl: IntlShape,
  format: MetricFormat,
  definition: MetricDefinition,
  model: MetricModel,
  year: number,
): MonthExplanation => {
  const unit = definition.unit;
  const value = (amount: number) => format.value(unit, amount);
  const lastYear = String(year - 1);
  const yearText = String(year);
  const actual = model.months.get(year) ?? [];
  const result: MonthExplanation = { pace: [] };

  if (model.goal !== undefined && model.monthlyGoals) {
    const goal = value(model.goal);
    const missingReference =
      model.monthlyGoals.basis === 'last-year-partial' ? countMissing(model, year - 1) : 0;
    result.split = {
      'last-year': () => intl.formatMessage(splitLastYearMessage, { year: yearText, goal, lastYear }),
      'last-year-partial': () =>
        intl.formatMessage(splitPartialMessage, {
          year: yearText,
          goal,
          lastYear,
          missing: missingReference,
        }),
      even: () => intl.formatMessage(splitEvenMessage, { year: yearText, goal, lastYear }),
      'same-each-month': () => intl.formatMessage(splitRateMessage, { goal }),
      'level-path': () =>
        intl.formatMessage(splitLevelMessage, { goal, start: value(model.startLevel ?? 0), lastYear }),
    }[model.monthlyGoals.basis]();
  }

  const pace = model.pace;
  if (pace && model.goal !== undefined) {
    const first = pace.months[0] ?? 1;
    const last = pace.months.at(-1) ?? first;
    if (model.aggregation === 'sum') {
      result.pace.push(
        intl.formatMessage(paceSumMessage, {
          actual: value(pace.actualSoFar),
          period: format.monthRange(year, first, last),
          expected: value(pace.expectedSoFar),
        }),
      );
      const gaps = Array.from({ length: last - first + 1 }, (_, index) => first + index).filter(
        (month) => !pace.months.includes(month),
      );
      if (gaps.length > 0) {
        result.pace.push(
          intl.formatMessage(paceMissingMessage, {
            months: intl.formatList(gaps.map((month) => format.month(month, 'long'))),
            count: gaps.length,
          }),
        );
      }
    } else if (model.aggregation === 'rate') {
      result.pace.push(
        intl.formatMessage(rateComparedMessage, { value: value(pace.actualSoFar), goal: value(model.goal) }),
      );
    } else {
      result.pace.push(
        intl.formatMessage(paceLevelMessage, {
          actual: value(pace.actualSoFar),
          month: format.month(last, 'long'),
          expected: value(pace.expectedSoFar),
        }),
      );
    }
    if (definition.goalDirection === 'lower-is-better') {
      result.pace.push(intl.formatMessage(progressMessages.lowerIsBetter));
    }
  }

  const projection = model.projection;
  if (projection) {
    const projected = value(projection.value);
    const months = actual.filter((entry) => entry !== undefined).length;
    result.projection = {
      complete: () => intl.formatMessage(yearOverMessage, { value: projected }),
      'last-year-seasonality': () =>
        intl.formatMessage(projectionSeasonalityMessage, {
          projection: projected,
          lastYear,
          growth: format.change((projection.growth ?? 1) - 1),
          year: yearText,
        }),
      'average-month': () => intl.formatMessage(projectionAverageMessage, { projection: projected, months }),
      'rate-so-far': () => intl.formatMessage(projectionRateMessage, { projection: projected }),
      'latest-level': () => intl.formatMessage(projectionLevelMessage, { projection: projected }),
    }[projection.basis]();
  }
  return result;
};

const countMissing = (model: MetricModel, year: number): number => {
  const months = model.months.get(year);
  return months ? months.filter((entry) => entry === undefined).length : 0;
};
