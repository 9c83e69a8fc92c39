import { useMemo } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import type { LocalizedText, MetricUnit } from '@/api/generated/analytik/model';
import { useLocaleSetting } from '@/i18n/intl-provider';
import { perHourMessage } from './analytik-messages';
import { formatWrittenDate } from '@/i18n/format';
import { frenchMonthRange } from '@/utils/french-dates';

/** A date without a time (a month, `dataThrough`) is read in UTC so it stays on its day. */
const UTC = 'UTC';
const monthDate = (year: number, month: number) => Date.UTC(year, month - 1, 1);

const formatters = (intl: IntlShape, locale: 'en' | 'fr') => {
  const currency = (value: number, cents: boolean, compact = false) =>
    intl.formatNumber(value, {
      format: cents ? 'currency' : 'currencyWhole',
      ...(compact ? { notation: 'compact' as const } : {}),
    });

  /** A metric's value in its unit: $1,747,595 · 78.4% · 8,936.5 h · 386 · $195.56/h (CAD, en-CA / fr-CA). */
  const value = (unit: MetricUnit, amount: number, options: { compact?: boolean } = {}): string => {
    const compact = options.compact ?? false;
    switch (unit) {
      case 'currency':
        return currency(amount, false, compact);
      case 'currency-per-hour':
        return intl.formatMessage(perHourMessage, { amount: currency(amount, !compact, compact) });
      case 'percent':
        // The API's percentages run from 0 to 100; Intl's percent style multiplies by 100.
        return intl.formatNumber(amount / 100, { format: 'percent' });
      case 'hours':
        return intl.formatNumber(amount, {
          style: 'unit',
          unit: 'hour',
          maximumFractionDigits: 1,
          ...(compact ? { notation: 'compact' as const } : {}),
        });
      case 'count':
        return intl.formatNumber(amount, {
          maximumFractionDigits: 0,
          ...(compact ? { notation: 'compact' as const } : {}),
        });
    }
  };

  return {
    value,
    /** A ratio as a signed percentage: +4.5% · −12 %. */
    change: (ratio: number) => intl.formatNumber(ratio, { format: 'percent', signDisplay: 'exceptZero' }),
    /** A ratio as a plain percentage: 88% · 88 %. */
    share: (ratio: number) => intl.formatNumber(ratio, { format: 'percent' }),
    month: (month: number, width: 'short' | 'long' = 'short') =>
      intl.formatDate(monthDate(2000, month), { month: width, timeZone: UTC }),
    /** Months of a year as a range: January–October 2026 · de janvier à octobre 2026. */
    monthRange: (year: number, first: number, last: number) => {
      if (first === last)
        return intl.formatDate(monthDate(year, first), { month: 'long', year: 'numeric', timeZone: UTC });
      if (locale === 'fr') {
        const name = (month: number) =>
          intl.formatDate(monthDate(year, month), { month: 'long', timeZone: UTC });
        return frenchMonthRange(name(first), name(last), String(year));
      }
      return intl.formatDateTimeRange(monthDate(year, first), monthDate(year, last), {
        month: 'long',
        year: 'numeric',
        timeZone: UTC,
      });
    },
    day: (isoDate: string) => formatWrittenDate(intl, isoDate, { format: 'longDay' }),
    dateTime: (isoDateTime: string) => formatWrittenDate(intl, isoDateTime, { format: 'longDateTime' }),
    /** A text of the contract in the language shown. */
    text: (localized: LocalizedText) => localized[locale],
  };
};

export type MetricFormat = ReturnType<typeof formatters>;

/** Every way an Analytik screen shows a number, a month or a bilingual text. */
export const useMetricFormat = (): MetricFormat => {
  const intl = useIntl();
  const { locale } = useLocaleSetting();
  return useMemo(() => formatters(intl, locale), [intl, locale]);
};
