import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { identityErrorMessages } from './identity-error-messages';
import { identityErrorKey } from './identity-errors';

const en = createIntl({ locale: 'en', messages: {}, onError: () => undefined });
const text = (error: unknown) => en.formatMessage(identityErrorMessages[identityErrorKey(error)]);
const named = (name: string, message = '') => Object.assign(new Error(message), { name });

describe('identityErrorKey (SPEC §8)', () => {
  it('maps the identity service and Amplify client errors by name', () => {
    expect(text(named('NotAuthorizedException', 'Incorrect username or password.'))).toBe(
      'Incorrect username or password.',
    );
    expect(text(named('UserAlreadyAuthenticatedException'))).toBe('There is already a signed in user.');
    expect(text(named('UserUnAuthenticatedException'))).toBe(
      'User needs to be authenticated to call this API.',
    );
    expect(text(named('NetworkError'))).toBe('A network error has occurred.');
    expect(text(named('Unknown'))).toBe('An unknown error has occurred.');
    for (const name of [
      'UserNotConfirmedException',
      'PasswordResetRequiredException',
      'UsernameExistsException',
      'AliasExistsException',
      'InvalidRedirectException',
      'InvalidOriginException',
      'TokenRefreshException',
      'NoSessionFoundException',
      'UnexpectedSignInInterruptionException',
      'OAuthSignOutException',
      'DeviceMetadataNotFoundException',
    ]) {
      expect(identityErrorKey(named(name)), name).not.toBe('unknown');
    }
  });

  it('reads a failed fetch as a network error and anything else as unknown', () => {
    expect(text(new TypeError('Failed to fetch'))).toBe('A network error has occurred.');
    expect(identityErrorKey(new Error('boom'))).toBe('unknown');
  });
});
