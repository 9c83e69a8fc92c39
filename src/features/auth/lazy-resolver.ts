import type { FieldValues, Resolver } from 'react-hook-form';

/**
 * A form resolver whose rules load at the first validation (the first submit) instead of with
 * the page: the sign-in form's zod schema and resolver are not needed to show it. A failed
 * load is tried again at the next validation.
 */
export const lazyResolver = <Values extends FieldValues>(
  load: () => Promise<Resolver<Values>>,
): Resolver<Values> => {
  let loading: Promise<Resolver<Values>> | undefined;
  return async (values, context, options) => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    const resolve = await loading;
    return resolve(values, context, options);
  };
};
