import { makeStyles, mergeClasses, ProgressBar, Spinner, Text, tokens } from '@fluentui/react-components';
import { keepPreviousData } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useGetCommunicationStats } from '@/api/generated/communication/communication';
import { useUrlState } from '@/components/data-table/use-url-state';
import { LoadError } from '@/components/feedback/load-error';
import { formatDayRange } from '@/i18n/format';
import { onDemand } from '@/utils/on-demand-component';
import { dashboardMessages as messages, periodDatesMessage } from './dashboard-messages';
import { DailyTable } from './daily-table';
import { periodMessages } from './period-messages';
import { PeriodPicker } from './period-picker';
import { SmsPackageCard } from './sms-package-card';
import { StatsFigures } from './stats-figures';
import { UnreachableCard } from './unreachable-card';
import { statsMessages } from './stats-messages';
import { statsQuery } from './dashboard-queries';
import { localToday, periodOf, periodUrlShape, type Period } from './stats-period';

// The chart loads on its own, only on this screen: the figures and the table need none of it.
const DailyChart = onDemand(async () => (await import('./daily-chart')).DailyChart);

const useStyles = makeStyles({
  // The section, and the period's figures, chart and table inside it.
  column: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, minWidth: 0 },
  heading: { margin: 0, fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightSemibold },
  chartHeading: { margin: 0, fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold },
  frame: { position: 'relative', minWidth: 0 },
  // Over the figures' top edge, so that the bar appearing moves nothing.
  progress: { position: 'absolute', top: 0, left: 0, right: 0 },
  // The period shown before, under the new period's dates, while the new one loads: dimmed, as a
  // table whose next page loads, so that nobody reads November's figures as October's.
  stale: { opacity: 0.6 },
});

const NO_PERIOD: Period = { startAt: '', endAt: '' };

/** The month's SMS package and the statistics of the period the URL holds. */
export const StatsSection = ({ practiceId }: { practiceId: string }) => {
  const intl = useIntl();
  const styles = useStyles();
  const [urlPeriod, setUrl] = useUrlState(periodUrlShape);
  const preset = urlPeriod.period;
  const today = useMemo(() => localToday(), []);
  const period = periodOf(urlPeriod, today);
  const stats = useGetCommunicationStats(practiceId, period ?? NO_PERIOD, {
    query: {
      enabled: period !== undefined,
      placeholderData: keepPreviousData,
      // The section says the failure in place, with a retry: no snackbar on top.
      ...statsQuery,
    },
  });
  const data = period ? stats.data : undefined;
  const updating = stats.isPlaceholderData;

  return (
    <>
      {data && <SmsPackageCard usage={data.smsPackage} />}
      {/* A backend that does not count them sends nothing: no card rather than a 0. */}
      {data?.unreachablePatients !== undefined && <UnreachableCard count={data.unreachablePatients} />}
      <section className={styles.column} aria-label={intl.formatMessage(messages.statsHeading)}>
        <h2 className={styles.heading}>{intl.formatMessage(messages.statsHeading)}</h2>
        <PeriodPicker
          preset={preset}
          period={period}
          onPresetChange={(next) =>
            setUrl(
              next === 'custom'
                ? { period: next, from: period?.startAt, to: period?.endAt }
                : { period: next, from: undefined, to: undefined },
              { replace: true },
            )
          }
          onRangeApply={(range) =>
            setUrl({ period: 'custom', from: range.startAt, to: range.endAt }, { replace: true })
          }
        />
        {period ? (
          <Text role="status">
            {intl.formatMessage(periodDatesMessage, {
              range: formatDayRange(intl, period.startAt, period.endAt),
            })}
          </Text>
        ) : (
          <Text>{intl.formatMessage(periodMessages.chooseRange)}</Text>
        )}
        {period && stats.isError && (
          <LoadError message={messages.statsLoadError} onRetry={stats.refetch} retrying={stats.isFetching} />
        )}
        {period && !data && stats.isPending && <Spinner label={intl.formatMessage(messages.statsLoading)} />}
        {data && !stats.isError && (
          <div className={styles.frame}>
            {updating && (
              <ProgressBar
                className={styles.progress}
                aria-label={intl.formatMessage(messages.statsLoading)}
              />
            )}
            <div className={mergeClasses(styles.column, updating && styles.stale)} aria-busy={updating}>
              <StatsFigures stats={data} />
              <h3 className={styles.chartHeading}>{intl.formatMessage(statsMessages.chartTitle)}</h3>
              <DailyChart
                daily={data.daily}
                fallback={<Spinner label={intl.formatMessage(statsMessages.chartLoading)} />}
              />
              <DailyTable daily={data.daily} totals={data.sentByKind} />
            </div>
          </div>
        )}
      </section>
    </>
  );
};
