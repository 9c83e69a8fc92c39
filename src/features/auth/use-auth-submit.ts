import { useRef, useState, type BaseSyntheticEvent } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import type { AuthErrorKey } from './auth-error-messages';
import { toAuthFailure, type AuthFailure } from './auth-errors';
import type { FieldMessageKey } from './field-message';

/**
 * Where a form shows an identity service error that means something else in its context (a
 * wrong previous password reads "Incorrect username or password" from Cognito): the field and
 * the message it shows there.
 */
export type AuthErrorFields<T extends FieldValues> = Partial<
  Record<AuthErrorKey, { field: Path<T>; message: FieldMessageKey }>
>;

/**
 * Submits a sign-in form: validates it (the first invalid field gets the focus), runs the call,
 * and shows its failure at the field it concerns (a wrong code under the code) or above the
 * form. What was typed stays: the form is never reset on failure.
 */
export const useAuthSubmit = <T extends FieldValues>(
  form: UseFormReturn<T>,
  errorFields: AuthErrorFields<T> = {},
) => {
  const [failure, setFailure] = useState<AuthFailure | null>(null);
  // Enter in a field submits even while the button is busy: one call at a time.
  const busy = useRef(false);

  const submit = (action: (values: T) => Promise<void>) => (event?: BaseSyntheticEvent) => {
    if (busy.current) {
      event?.preventDefault();
      return;
    }
    busy.current = true;
    const run = form.handleSubmit(async (values) => {
      setFailure(null);
      try {
        await action(values);
      } catch (error) {
        const next = toAuthFailure(error);
        const own = next.kind === 'message' ? errorFields[next.key] : undefined;
        if (own) {
          form.setError(own.field, { type: 'server', message: own.message }, { shouldFocus: true });
        } else if (next.kind === 'message' && next.field && next.field in form.getValues()) {
          form.setError(next.field as Path<T>, { type: 'server', message: next.key }, { shouldFocus: true });
        } else {
          setFailure(next);
        }
      }
    });
    void run(event).finally(() => {
      busy.current = false;
    });
  };

  return { failure, setFailure, submit };
};
