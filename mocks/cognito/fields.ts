import { invalidParameter } from './errors';

/** A request body or one of its maps (AuthParameters, ChallengeResponses), not yet trusted. */
export type Fields = Record<string, unknown>;

export const fieldsOf = (value: unknown): Fields =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Fields) : {};

/** A non-empty string field, else Cognito's InvalidParameterException for a malformed call. */
export const requiredString = (fields: Fields, name: string): string => {
  const value = fields[name];
  if (typeof value !== 'string' || value === '') throw invalidParameter(`Missing required parameter ${name}`);
  return value;
};

export const optionalString = (fields: Fields, name: string): string | undefined => {
  const value = fields[name];
  return typeof value === 'string' && value !== '' ? value : undefined;
};
