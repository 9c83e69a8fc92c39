import {
  Field,
  makeStyles,
  MessageBar,
  MessageBarBody,
  ProgressBar,
  Text,
  tokens,
} from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import type { SmsPackageUsage } from '@/api/generated/communication/model';
import { env } from '@/config/env';
import { smsLimitReachedMessage } from '@/lib/errors/general-messages';
import { smsPackageWarningMessage } from '../shared/sms-package-messages';
import { dashboardMessages as messages, smsHeadingMessage, smsUsageMessage } from './dashboard-messages';

const useStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  heading: { margin: 0, fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightSemibold },
});

/** The month's SMS package: how much is used, a warning past the server's threshold, or suspended. */
export const SmsPackageCard = ({ usage }: { usage: SmsPackageUsage }) => {
  const intl = useIntl();
  const styles = useStyles();
  const month = intl.formatDate(`${usage.month}-01T12:00:00`, { month: 'long', year: 'numeric' });
  const values = {
    percent: intl.formatNumber(usage.usedPercent / 100, { style: 'percent', maximumFractionDigits: 1 }),
    used: usage.used,
    limit: intl.formatNumber(usage.limit),
  };
  const warning = !usage.suspended && usage.usedPercent >= usage.warningPercent;
  const ratio = usage.limit > 0 ? Math.min(1, usage.used / usage.limit) : 1;
  return (
    <section className={styles.section} aria-label={intl.formatMessage(smsHeadingMessage, { month })}>
      <h2 className={styles.heading}>{intl.formatMessage(smsHeadingMessage, { month })}</h2>
      <Field
        label={intl.formatMessage(messages.smsBarLabel)}
        validationState={usage.suspended ? 'error' : warning ? 'warning' : 'none'}
        validationMessageIcon={null}
      >
        <ProgressBar
          value={ratio}
          thickness="large"
          color={usage.suspended ? 'error' : warning ? 'warning' : 'brand'}
        />
      </Field>
      <Text>{intl.formatMessage(smsUsageMessage, values)}</Text>
      {usage.suspended && (
        <MessageBar intent="error" layout="multiline">
          <MessageBarBody>
            {intl.formatMessage(smsLimitReachedMessage, { phone: env.supportPhone, email: env.supportEmail })}
          </MessageBarBody>
        </MessageBar>
      )}
      {warning && (
        <MessageBar intent="warning" layout="multiline">
          <MessageBarBody>{intl.formatMessage(smsPackageWarningMessage, values)}</MessageBarBody>
        </MessageBar>
      )}
    </section>
  );
};
