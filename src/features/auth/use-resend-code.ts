import { useState } from 'react';
import { toAuthFailure, type AuthFailure } from './auth-errors';

/**
 * "Send the code again" beside a code field: not a submit (a new code needs none of the fields).
 * Its failure shows where the form's do; `sent` holds what the last successful send answered.
 */
export const useResendCode = <T>(
  send: () => Promise<T>,
  setFailure: (failure: AuthFailure | null) => void,
) => {
  const [resending, setResending] = useState(false);
  const [sent, setSent] = useState<{ answer: T }>();
  const resend = async () => {
    setFailure(null);
    setSent(undefined);
    setResending(true);
    try {
      setSent({ answer: await send() });
    } catch (error) {
      setFailure(toAuthFailure(error));
    } finally {
      setResending(false);
    }
  };
  return { resending, sent, resend };
};
