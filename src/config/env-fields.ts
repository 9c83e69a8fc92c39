import { z } from 'zod';

/** Field parsers shared by the environment schemas (env.ts, observability-env.ts). */
export const booleanFlag = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((value) => value === 'true' || value === '1');

// `VAR=` in a .env file arrives as an empty string: treat it as not set.
export const blankAsUndefined = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? undefined : value), schema);

export const optionalText = (pattern: RegExp, expected: string) =>
  blankAsUndefined(z.string().trim().regex(pattern, `Expected ${expected}`).optional());

/** An absolute http(s) URL, or a path resolved against the page's origin (the offline emulator). */
export const endpoint = (origin: string | undefined) =>
  blankAsUndefined(
    z
      .string()
      .trim()
      .optional()
      .transform((value, context) => {
        if (value === undefined) return undefined;
        if (/^https?:\/\//i.test(value) && URL.canParse(value)) return new URL(value).toString();
        if (value.startsWith('/') && origin) return new URL(value, origin).toString();
        context.addIssue({
          code: 'custom',
          message: value.startsWith('/')
            ? `The path ${value} needs a page origin to resolve against`
            : 'Expected an http(s) URL or a path starting with /',
        });
        return z.NEVER;
      }),
  );
