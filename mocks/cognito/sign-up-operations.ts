import { maskEmail } from './challenges';
import { findCognitoUser, updateAccount, type CognitoUser } from './cognito-users';
import { cognitoError, resetCodeMismatch } from './errors';
import { requiredString, type Fields } from './fields';
import { OFFLINE_CODE } from './pool-config';

/**
 * Confirming an account that signed up but never confirmed (SPEC §8: "user not confirmed" leads
 * to a confirm sign-up step). Offline, the code is "sent" by email and is always OFFLINE_CODE.
 */

const signedUpUser = (username: string): CognitoUser => {
  const user = findCognitoUser(username);
  if (!user) throw cognitoError('UserNotFoundException', 'Username/client id combination not found.');
  return user;
};

const emailDelivery = (user: CognitoUser) => ({
  CodeDeliveryDetails: {
    AttributeName: 'email',
    DeliveryMedium: 'EMAIL',
    Destination: maskEmail(user.email),
  },
});

/** resendSignUpCode. */
export const resendConfirmationCode = (body: Fields) => {
  const user = signedUpUser(requiredString(body, 'Username'));
  if (user.account.status !== 'UNCONFIRMED') {
    throw cognitoError('InvalidParameterException', 'User is already confirmed.');
  }
  return Promise.resolve(emailDelivery(user));
};

/** confirmSignUp: the right code confirms the account; Cognito refuses a confirmed one. */
export const confirmSignUp = async (body: Fields) => {
  const user = signedUpUser(requiredString(body, 'Username'));
  const code = requiredString(body, 'ConfirmationCode');
  if (user.account.status !== 'UNCONFIRMED') {
    throw cognitoError('NotAuthorizedException', 'User cannot be confirmed. Current status is CONFIRMED');
  }
  if (code !== OFFLINE_CODE) throw resetCodeMismatch();
  await updateAccount(user, (draft) => {
    draft.status = 'CONFIRMED';
  });
  return {};
};
