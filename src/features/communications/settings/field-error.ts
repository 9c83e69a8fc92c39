import type { IntlShape } from 'react-intl';
import { QUIET_HOURS_END, QUIET_HOURS_START } from '@/domain/quiet-hours';
import { formatSendHour } from '../shared/rule-summary';
import { settingsValidationMessages } from './settings-messages';

/** The hours the quiet-hours error names, as the hour field writes them. */
const quietHours = (intl: IntlShape) => ({
  first: formatSendHour(intl, QUIET_HOURS_END),
  last: formatSendHour(intl, QUIET_HOURS_START - 1),
  quiet: formatSendHour(intl, QUIET_HOURS_START),
});

/**
 * The text of a settings field error: the form's own rules carry a key, translated here; the
 * server's field errors (a 400) carry a sentence, shown as it came.
 */
export const settingsFieldError = (intl: IntlShape, message: string | undefined): string | undefined => {
  if (!message) return undefined;
  return Object.hasOwn(settingsValidationMessages, message)
    ? intl.formatMessage(
        settingsValidationMessages[message as keyof typeof settingsValidationMessages],
        message === 'hourQuiet' ? quietHours(intl) : undefined,
      )
    : message;
};
