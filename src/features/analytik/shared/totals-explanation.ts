import type { IntlShape } from 'react-intl';
import type { MetricFormat } from './metric-format';
import type { MetricProgress } from './metric-progress';
import {
  dueShareElapsedMessage,
  dueShareLastYearMessage,
  levelPathMessage,
  paceComparedMessage,
  progressMessages,
  projectionAverageMessage,
  projectionLevelMessage,
  projectionRateMessage,
  projectionShareMessage,
  rateComparedMessage,
  yearOverMessage,
} from './progress-messages';

/**
 * The sentences that say how a card's numbers were obtained (issue 12 §5): the goal's share due
 * by now, what the pace compares, and how the year-end was projected. Built from the same
 * values as the numbers, so that they can never disagree.
 */
export const totalsExplanation = (intl: IntlShape, format: MetricFormat, item: MetricProgress): string[] => {
  const { summary, progress, aggregation, definition, monthsSoFar } = item;
  const unit = summary.unit;
  const value = format.value(unit, summary.value);
  const date = format.day(item.dataThrough);
  const lastYear = String(item.year - 1);
  const complete = monthsSoFar >= 12;
  const sentences: string[] = [];
  const pace = progress.pace;

  if (summary.goal !== undefined && pace) {
    const goal = format.value(unit, summary.goal);
    const expected = format.value(unit, pace.expectedSoFar);
    if (aggregation === 'rate') {
      sentences.push(intl.formatMessage(rateComparedMessage, { value, goal }));
    } else {
      if (aggregation === 'sum' && !complete) {
        const share = format.share(progress.shareOfYear);
        sentences.push(
          progress.shareBasis === 'last-year'
            ? intl.formatMessage(dueShareLastYearMessage, { date, share, expected, lastYear })
            : intl.formatMessage(dueShareElapsedMessage, {
                date,
                share,
                expected,
                months: monthsSoFar,
                lastYear,
              }),
        );
      }
      if (aggregation === 'level' && item.referenceYear !== undefined && !complete) {
        const start = format.value(unit, item.referenceYear);
        sentences.push(intl.formatMessage(levelPathMessage, { start, lastYear, goal, expected, date }));
      }
      sentences.push(intl.formatMessage(paceComparedMessage, { value, expected, date }));
    }
    if (definition.goalDirection === 'lower-is-better') {
      sentences.push(intl.formatMessage(progressMessages.lowerIsBetter));
    }
  }

  const projection = format.value(unit, progress.projection.value);
  switch (progress.projection.basis) {
    case 'complete':
      sentences.push(intl.formatMessage(yearOverMessage, { value }));
      break;
    case 'last-year-seasonality':
      sentences.push(
        intl.formatMessage(projectionShareMessage, {
          projection,
          value,
          share: format.share(progress.shareOfYear),
          lastYear,
        }),
      );
      break;
    case 'average-month':
      sentences.push(intl.formatMessage(projectionAverageMessage, { projection, months: monthsSoFar }));
      break;
    case 'rate-so-far':
      sentences.push(intl.formatMessage(projectionRateMessage, { projection }));
      break;
    case 'latest-level':
      sentences.push(intl.formatMessage(projectionLevelMessage, { projection }));
      break;
  }
  return sentences;
};
