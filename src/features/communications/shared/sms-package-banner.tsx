import { MessageBar, MessageBarBody, MessageBarTitle } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import { env } from '@/config/env';
import { smsLimitReachedMessage } from '@/lib/errors/general-messages';
import { smsPackageTitleMessage, smsPackageWarningMessage } from './sms-package-messages';
import { useSmsPackage } from './use-sms-package';

/**
 * The SMS package on every communications screen: a warning once the month's usage passes the
 * server's threshold, and SPEC §8's message with the support contact once sending is suspended.
 * Says nothing while usage is low, or when the statistics cannot be read (the screen works without).
 */
export const SmsPackageBanner = ({ practiceId }: { practiceId: string }) => {
  const intl = useIntl();
  const usage = useSmsPackage(practiceId);
  if (!usage) return null;
  if (usage.suspended) {
    return (
      <MessageBar intent="error" layout="multiline">
        <MessageBarBody>
          <MessageBarTitle>{intl.formatMessage(smsPackageTitleMessage)}</MessageBarTitle>
          {intl.formatMessage(smsLimitReachedMessage, { phone: env.supportPhone, email: env.supportEmail })}
        </MessageBarBody>
      </MessageBar>
    );
  }
  if (usage.usedPercent < usage.warningPercent) return null;
  return (
    <MessageBar intent="warning" layout="multiline">
      <MessageBarBody>
        <MessageBarTitle>{intl.formatMessage(smsPackageTitleMessage)}</MessageBarTitle>
        {intl.formatMessage(smsPackageWarningMessage, {
          percent: intl.formatNumber(usage.usedPercent / 100, { style: 'percent', maximumFractionDigits: 1 }),
          used: usage.used,
          limit: intl.formatNumber(usage.limit),
        })}
      </MessageBarBody>
    </MessageBar>
  );
};
