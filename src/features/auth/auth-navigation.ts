import { z } from 'zod';

/**
 * Moves between the signed-out screens. What a screen hands to the next travels in the history
 * entry's state (it survives a reload, like Amplify's own mid-sign-in state, and a bare URL
 * carries none); the query (?redirect=, ?lang=) travels along.
 */

export { redirectTarget, withQuery, type LoginNotice } from './auth-query';

/** /login → /new-password during NEW_PASSWORD_REQUIRED. */
export const NewPasswordHandoff = z.object({
  kind: z.literal('newPassword'),
  username: z.string().min(1),
  missingAttributes: z.array(z.string()),
});
export type NewPasswordHandoff = z.infer<typeof NewPasswordHandoff>;

/** /login → /forgot-password when the password must be reset: the code is already sent. */
export const ResetHandoff = z.object({
  kind: z.literal('resetRequired'),
  username: z.string().min(1),
  destination: z.string().optional(),
});
export type ResetHandoff = z.infer<typeof ResetHandoff>;

/** The history state if it is this handoff, else undefined (any other state, or none). */
export const readHandoff = <T>(schema: z.ZodType<T>, state: unknown): T | undefined => {
  const parsed = schema.safeParse(state);
  return parsed.success ? parsed.data : undefined;
};
