import { makeStyles, Spinner, tokens } from '@fluentui/react-components';
import { keepPreviousData } from '@tanstack/react-query';

import { useIntl } from 'react-intl';
import { useGetUpcomingMessagesSummary } from '@/api/generated/communication/communication';
import { LoadError } from '@/components/feedback/load-error';
import { onDemand } from '@/utils/on-demand-component';
import { useSmsPackageNotice } from '../shared/sms-package-banner';
import { forecastMessages as messages } from './forecast-messages';
import { forecastView } from './forecast-view';
import { ForecastTable } from './forecast-table';
import { KindCounts } from './kind-counts';
import { SmsNotice } from './sms-notice';
import type { UpcomingRange } from './upcoming-query';

// The chart (nivo's line chart) loads on its own, after the sentence and the counts are on screen.
const ForecastChart = onDemand(async () => (await import('./forecast-chart')).ForecastChart);

const useStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minWidth: 0 },
  heading: { margin: 0, fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightSemibold },
  chartHeading: { margin: 0, fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold },
});

/**
 * The SMS package projected from the messages planned, with its usage so far in the same message
 * (the screen's only SMS warning), and the range's counts per kind.
 */
export const SmsForecast = ({
  practiceId,
  range,
  today,
}: {
  practiceId: string;
  range: UpcomingRange;
  today: string;
}) => {
  const intl = useIntl();
  const styles = useStyles();
  const summary = useGetUpcomingMessagesSummary(practiceId, range, {
    query: {
      placeholderData: keepPreviousData,
      // The section says the failure in place, with a retry: no snackbar on top.
      meta: { globalSpinner: false, ownErrors: ['server', 'network', 'timeout'] },
    },
  });
  const data = summary.data;
  const heading = intl.formatMessage(messages.heading);
  const view = data ? forecastView(intl, data.smsForecast, today) : undefined;
  const notice = useSmsPackageNotice(practiceId);

  return (
    <section className={styles.section} aria-label={heading}>
      <h2 className={styles.heading}>{heading}</h2>
      {/* The package's usage so far with the forecast: one message, even when the forecast fails. */}
      <SmsNotice notice={notice} view={summary.isError ? undefined : view} />
      {summary.isError && (
        <LoadError message={messages.loadError} onRetry={summary.refetch} retrying={summary.isFetching} />
      )}
      {!data && summary.isPending && <Spinner label={intl.formatMessage(messages.loading)} />}
      {data && view && !summary.isError && (
        <>
          <KindCounts days={data.days} />
          {data.smsForecast.daily.length > 0 && (
            <>
              <h3 className={styles.chartHeading}>{intl.formatMessage(messages.chartTitle)}</h3>
              <ForecastChart
                forecast={data.smsForecast}
                fallback={<Spinner label={intl.formatMessage(messages.chartLoading)} />}
              />
              <ForecastTable daily={data.smsForecast.daily} today={today} />
            </>
          )}
        </>
      )}
    </section>
  );
};
