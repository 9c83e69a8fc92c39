import { MessageBar, MessageBarBody, MessageBarTitle } from '@fluentui/react-components';
import type { IntlShape } from 'react-intl';
import { useIntl } from 'react-intl';
import type { SmsPackageUsage } from '@/api/generated/communication/model';
import { env } from '@/config/env';
import { smsLimitReachedMessage } from '@/lib/errors/general-messages';
import { smsPackageTitleMessage, smsPackageWarningMessage } from './sms-package-messages';
import { useSmsPackage } from './use-sms-package';

export interface SmsPackageNotice {
  /** Suspended (SPEC §8's message, with the support contact), or past the warning threshold. */
  intent: 'error' | 'warning';
  text: string;
}

/**
 * What the month's SMS package calls for, in a sentence: nothing while usage is low. A screen
 * with an SMS warning of its own (the upcoming messages' forecast) says both in one message.
 */
export const smsPackageNotice = (intl: IntlShape, usage: SmsPackageUsage): SmsPackageNotice | undefined => {
  if (usage.suspended)
    return {
      intent: 'error',
      text: intl.formatMessage(smsLimitReachedMessage, { phone: env.supportPhone, email: env.supportEmail }),
    };
  if (usage.usedPercent < usage.warningPercent) return undefined;
  return {
    intent: 'warning',
    text: intl.formatMessage(smsPackageWarningMessage, {
      percent: intl.formatNumber(usage.usedPercent / 100, { style: 'percent', maximumFractionDigits: 1 }),
      used: usage.used,
      limit: intl.formatNumber(usage.limit),
    }),
  };
};

/** The notice of a practice's SMS package, once its usage is known (undefined until then). */
export const useSmsPackageNotice = (practiceId: string): SmsPackageNotice | undefined => {
  const intl = useIntl();
  const usage = useSmsPackage(practiceId);
  return usage && smsPackageNotice(intl, usage);
};

/**
 * The SMS package on every communications screen: a warning once the month's usage passes the
 * server's threshold, and SPEC §8's message with the support contact once sending is suspended.
 * Says nothing while usage is low, or when the statistics cannot be read (the screen works without).
 */
export const SmsPackageBanner = ({ practiceId }: { practiceId: string }) => {
  const intl = useIntl();
  const notice = useSmsPackageNotice(practiceId);
  if (!notice) return null;
  return (
    <MessageBar intent={notice.intent} layout="multiline">
      <MessageBarBody>
        <MessageBarTitle>{intl.formatMessage(smsPackageTitleMessage)}</MessageBarTitle>
        {notice.text}
      </MessageBarBody>
    </MessageBar>
  );
};
