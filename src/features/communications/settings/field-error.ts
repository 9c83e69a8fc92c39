import type { IntlShape } from 'react-intl';
import { settingsValidationMessages } from './settings-messages';

/**
 * The text of a settings field error: the form's own rules carry a key, translated here; the
 * server's field errors (a 400) carry a sentence, shown as it came.
 */
export const settingsFieldError = (intl: IntlShape, message: string | undefined): string | undefined => {
  if (!message) return undefined;
  return Object.hasOwn(settingsValidationMessages, message)
    ? intl.formatMessage(settingsValidationMessages[message as keyof typeof settingsValidationMessages])
    : message;
};
