import { z } from 'zod';

/**
 * Query strings are text while the generated schemas type some parameters as numbers: turns
 * the named parameters into numbers first when they read as one, and leaves anything else for
 * the schema to reject with its field path.
 */
export const withNumbers = <Schema extends z.ZodType>(schema: Schema, keys: readonly string[]) =>
  z.preprocess((input) => {
    if (typeof input !== 'object' || input === null) return input;
    const params: Record<string, unknown> = { ...input };
    for (const key of keys) {
      const value = params[key];
      if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value)))
        params[key] = Number(value);
    }
    return params;
  }, schema);
