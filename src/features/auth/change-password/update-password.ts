import { loadAmplify } from '@/lib/amplify/amplify-loader';

/**
 * Cognito's ChangePassword with the signed-in user's access token, through Amplify loaded and
 * configured by loadAmplify(). The tokens stay valid, so the session goes on; Amplify's errors go
 * to toAuthFailure.
 */
export const changeOwnPassword = async (oldPassword: string, newPassword: string): Promise<void> => {
  const { auth } = await loadAmplify();
  await auth.updatePassword({ oldPassword, newPassword });
};
