import type { IntlShape } from 'react-intl';
import { authErrorMessages, type AuthErrorKey } from './auth-error-messages';
import { validationMessages, type ValidationMessageKey } from './validation-messages';

/** What a field's error carries: the key of a validation rule or of an identity service error. */
export type FieldMessageKey = ValidationMessageKey | AuthErrorKey;

const isKeyOf = <T extends object>(messages: T, key: string): key is Extract<keyof T, string> =>
  Object.hasOwn(messages, key);

/** The text of a field error; a key nobody defined reads as the generic 'This field is required'. */
export const formatFieldMessage = (intl: IntlShape, key: string): string => {
  if (isKeyOf(validationMessages, key)) return intl.formatMessage(validationMessages[key]);
  if (isKeyOf(authErrorMessages, key)) return intl.formatMessage(authErrorMessages[key]);
  return intl.formatMessage(validationMessages.required);
};
