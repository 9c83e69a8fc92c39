import { updatePassword } from 'aws-amplify/auth';
// Amplify is configured on demand (src/lib/amplify/amplify-loader.ts): before the call below.
import '@/lib/amplify/configured';

/**
 * Cognito's ChangePassword with the signed-in user's access token. The tokens stay valid, so
 * the session goes on; Amplify's errors go to toAuthFailure.
 */
export const changeOwnPassword = (oldPassword: string, newPassword: string): Promise<void> =>
  updatePassword({ oldPassword, newPassword });
