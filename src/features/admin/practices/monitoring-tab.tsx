import {
  Field,
  makeStyles,
  MessageBar,
  MessageBarBody,
  ProgressBar,
  Spinner,
  Subtitle2,
  Text,
  tokens,
} from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { isApiError } from '@/api/api-error';
import type { Practice } from '@/api/generated/practices/model';
import {
  useGetPracticeLastServiceLog,
  useGetPracticeServicesStatus,
} from '@/api/generated/practices/practices';
import { LoadError } from '@/components/feedback/load-error';
import {
  levelMessages,
  loggedMessage,
  monitoringMessages as messages,
  smsUsageMessage,
} from './monitoring-messages';
import { ServicesTable } from './services-table';
import { formatWrittenDate } from '@/i18n/format';

const useStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minWidth: 0 },
  heading: { margin: 0 },
  secondary: { color: tokens.colorNeutralForeground2 },
  message: { overflowWrap: 'anywhere' },
});

// Not named regions: the services table is one already, under the same name.
const Section = ({ title, children }: { title: string; children: ReactNode }) => {
  const styles = useStyles();
  return (
    <section className={styles.section}>
      <Subtitle2 as="h3" className={styles.heading}>
        {title}
      </Subtitle2>
      {children}
    </section>
  );
};

const Services = ({ practiceId }: { practiceId: string }) => {
  const intl = useIntl();
  const services = useGetPracticeServicesStatus(practiceId, { query: { meta: { globalSpinner: false } } });
  if (!services.data) {
    if (services.isPending) return <Spinner label={intl.formatMessage(messages.loading)} />;
    return (
      <LoadError message={messages.loadError} onRetry={services.refetch} retrying={services.isFetching} />
    );
  }
  if (services.data.length === 0) return <Text>{intl.formatMessage(messages.noService)}</Text>;
  return <ServicesTable services={services.data} />;
};

const LastLog = ({ practiceId }: { practiceId: string }) => {
  const intl = useIntl();
  const styles = useStyles();
  const log = useGetPracticeLastServiceLog(practiceId, { query: { meta: { globalSpinner: false } } });
  if (log.isPending) return <Spinner size="small" label={intl.formatMessage(messages.loadingLog)} />;
  if (!log.data) {
    // 404: none of the services has logged anything yet, which is no failure.
    if (isApiError(log.error) && log.error.kind === 'not-found')
      return <Text>{intl.formatMessage(messages.noLog)}</Text>;
    return <LoadError message={messages.lastLogError} onRetry={log.refetch} retrying={log.isFetching} />;
  }
  const { serviceName, level, message, loggedAt } = log.data;
  return (
    <>
      <Text size={200} className={styles.secondary}>
        {intl.formatMessage(loggedMessage, {
          service: serviceName,
          level: intl.formatMessage(levelMessages[level]),
          at: formatWrittenDate(intl, loggedAt, { format: 'longDateTime' }),
        })}
      </Text>
      <Text className={styles.message}>{message}</Text>
    </>
  );
};

const SmsUsage = ({ practice }: { practice: Practice }) => {
  const intl = useIntl();
  const usage = practice.smsUsage;
  if (!usage) return <Text>{intl.formatMessage(messages.noSmsPackage)}</Text>;
  const ratio = usage.monthlyPackage > 0 ? Math.min(1, usage.segmentsUsed / usage.monthlyPackage) : 1;
  return (
    <>
      <Field label={intl.formatMessage(messages.smsBar)} validationState={usage.suspended ? 'error' : 'none'}>
        <ProgressBar value={ratio} thickness="large" color={usage.suspended ? 'error' : 'brand'} />
      </Field>
      <Text>
        {intl.formatMessage(smsUsageMessage, {
          used: usage.segmentsUsed,
          total: intl.formatNumber(usage.monthlyPackage),
          percent: intl.formatNumber(usage.percentUsed / 100, { format: 'percent' }),
        })}
      </Text>
      {usage.suspended && (
        <MessageBar intent="error" layout="multiline">
          <MessageBarBody>{intl.formatMessage(messages.smsSuspended)}</MessageBarBody>
        </MessageBar>
      )}
    </>
  );
};

/** The services of the practice, the last thing they logged, and the month's SMS usage (SPEC §2). */
export const MonitoringTab = ({ practice }: { practice: Practice }) => {
  const intl = useIntl();
  return (
    <>
      <Section title={intl.formatMessage(messages.servicesHeading)}>
        <Services practiceId={practice.id} />
      </Section>
      <Section title={intl.formatMessage(messages.lastLogHeading)}>
        <LastLog practiceId={practice.id} />
      </Section>
      <Section title={intl.formatMessage(messages.smsHeading)}>
        <SmsUsage practice={practice} />
      </Section>
    </>
  );
};
