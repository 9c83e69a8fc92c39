import { z } from 'zod';
import { GetPracticeResponse } from '@/api/generated/practices/practices.zod';

// In a module of its own: the seed builds records of this shape and the collection of
// practices.ts holds them, and practices.ts imports the seed.
/**
 * A practice with every field, technical ones included (the handlers leave those out unless
 * completeDetails=true), plus whether it already runs on the new infrastructure.
 */
export const PracticeRecord = GetPracticeResponse.extend({ migrated: z.boolean() });
export type PracticeRecord = z.infer<typeof PracticeRecord>;
