import type { IntlShape } from 'react-intl';
import type { SmsForecast } from '@/api/generated/communication/model';
import {
  exhaustedMessage,
  forecastMessages as messages,
  monthUseMessage,
  nearLimitMessage,
} from './forecast-messages';
import { formatDay } from './zoned-format';

export interface ForecastView {
  /** The forecast in a sentence or two. */
  text: string;
  /** The package runs out, or the month's projected use reaches the warning threshold. */
  warning: boolean;
}

/**
 * The SMS forecast in words: the day the package runs out when it does (the first month of the
 * forecast that runs out), else what the current month will use; a warning from the server's
 * threshold on.
 */
export const forecastView = (intl: IntlShape, forecast: SmsForecast, today: string): ForecastView => {
  const limit = intl.formatNumber(forecast.limit);
  if (forecast.limit === 0) return { text: intl.formatMessage(messages.noPackage), warning: true };
  const exhausted = forecast.months.find((month) => month.exhaustedOn !== undefined);
  if (exhausted?.exhaustedOn) {
    const date = formatDay(intl, exhausted.exhaustedOn, { today });
    return { text: intl.formatMessage(exhaustedMessage, { limit, date }), warning: true };
  }
  const projected = forecast.months[0]?.projected ?? 0;
  const text = intl.formatMessage(monthUseMessage, { projected: intl.formatNumber(projected), limit });
  if (projected * 100 < forecast.limit * forecast.warningPercent) return { text, warning: false };
  const percent = intl.formatNumber(projected / forecast.limit, {
    style: 'percent',
    maximumFractionDigits: 0,
  });
  return { text: [text, intl.formatMessage(nearLimitMessage, { percent })].join(' '), warning: true };
};
