import { MessageBar, MessageBarBody, MessageBarTitle } from '@fluentui/react-components';
import { Fragment } from 'react';
import { useIntl } from 'react-intl';
import type { SmsPackageNotice } from '../shared/sms-package-banner';
import { smsPackageTitleMessage } from '../shared/sms-package-messages';
import { forecastMessages as messages } from './forecast-messages';
import type { ForecastView } from './forecast-view';

/**
 * The SMS package in one message: the month's usage so far (the banner of the other
 * communications screens) and the forecast of the days shown. Two warnings stacked one on the
 * other said the same thing twice; the more serious intent wins, and says so in its title too
 * (not by its colour alone).
 */
/** Between two sentences: not a text to translate. */
const SENTENCE_GAP = ' ';

interface SmsNoticeProps {
  notice: SmsPackageNotice | undefined;
  view: ForecastView | undefined;
}

export const SmsNotice = ({ notice, view }: SmsNoticeProps) => {
  const intl = useIntl();
  const warning = notice !== undefined || view?.warning === true;
  const intent = notice?.intent === 'error' ? 'error' : warning ? 'warning' : 'info';
  const title =
    notice?.intent === 'error'
      ? intl.formatMessage(smsPackageTitleMessage)
      : warning
        ? intl.formatMessage(messages.warningTitle)
        : undefined;
  const sentences = [notice?.text, view?.text].filter((text): text is string => Boolean(text));
  if (sentences.length === 0) return null;
  return (
    <MessageBar intent={intent} layout="multiline">
      <MessageBarBody>
        {title && <MessageBarTitle>{title}</MessageBarTitle>}
        {/* A sentence a span, the space between them outside: each reads (and is found) whole. */}
        {sentences.map((sentence, index) => (
          <Fragment key={sentence}>
            {index > 0 && SENTENCE_GAP}
            <span>{sentence}</span>
          </Fragment>
        ))}
      </MessageBarBody>
    </MessageBar>
  );
};
