import type { IntlShape } from 'react-intl';
import type { MetricUnit } from '@/api/generated/analytik/model';
import type { Pace } from '@/domain/analytik-goals';
import type { MetricFormat } from './metric-format';
import {
  paceAheadMessage,
  paceBehindMessage,
  paceSlightlyBehindMessage,
  pointsMessage,
  progressMessages,
} from './progress-messages';

/** A difference of percentages in points ("+2.5 percentage points"), signed when asked. */
export const pointsText = (intl: IntlShape, points: number, signed = false): string => {
  const rounded = Math.round(points * 10) / 10;
  return intl.formatMessage(pointsMessage, {
    value: intl.formatNumber(signed ? rounded : Math.abs(rounded), {
      maximumFractionDigits: 1,
      ...(signed ? { signDisplay: 'exceptZero' as const } : {}),
    }),
    count: Math.abs(rounded),
  });
};

/**
 * "Ahead by 4%", "Behind by 6.2%", "Slightly behind by 1.6 percentage points", "On pace". A
 * percentage is compared in points: 78% against 80% is 2 points behind, where "2.5% behind"
 * would mislead. "Behind" alone is kept for the metrics that need attention (pace.needsAttention).
 */
export const paceText = (intl: IntlShape, format: MetricFormat, pace: Pace, unit: MetricUnit): string => {
  if (pace.status === 'on-pace') return intl.formatMessage(progressMessages.onPace);
  const gap = unit === 'percent' ? pointsText(intl, pace.difference) : format.share(Math.abs(pace.ratio));
  const message =
    pace.status === 'ahead'
      ? paceAheadMessage
      : pace.needsAttention
        ? paceBehindMessage
        : paceSlightlyBehindMessage;
  return intl.formatMessage(message, { gap });
};

/** A change against last year: a signed ratio, or signed points for a percentage. */
export const changeText = (
  intl: IntlShape,
  format: MetricFormat,
  change: number,
  unit: MetricUnit,
): string => (unit === 'percent' ? pointsText(intl, change, true) : format.change(change));
