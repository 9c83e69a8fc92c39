import { z } from 'zod';
import { GetUserResponse } from '@/api/generated/users/users.zod';

// In a module of its own: the seed builds records of this shape and the collection of users.ts
// holds them, and users.ts imports the seed.
/**
 * A user as the contract shows it, plus what the identity service keeps beside the profile:
 * `permissions`, the token's custom:permissions claim (e.g. ['analytik']). Handlers never
 * answer this field; passwords and MFA settings belong to the Cognito emulator.
 */
export const UserRecord = GetUserResponse.extend({ permissions: z.array(z.string()) });
export type UserRecord = z.infer<typeof UserRecord>;
