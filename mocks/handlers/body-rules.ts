import { validationFailed } from './problem';

/** The contracts' minProperties: 1 on partial updates, which the generated zod schemas do not carry. */
export const requireSomeField = (body: object): void => {
  if (Object.keys(body).length === 0) {
    throw validationFailed([
      { field: '(body)', code: 'too_small', message: 'Give at least one field to change.' },
    ]);
  }
};

/** A required text of spaces only is as empty as no text: 400 on the field. */
export const requiredText = (value: string, field: string): string => {
  const trimmed = value.trim();
  if (!trimmed) throw validationFailed([{ field, code: 'too_small', message: 'This field is required.' }]);
  return trimmed;
};
