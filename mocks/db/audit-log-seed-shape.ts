import type { AuditAction, AuditChange, AuditSubject, AuditSubjectType } from '@/api/generated/audit/model';
import type { PracticeEntry } from './practice-directory';

/**
 * The shape of a kind of seeded audit entry (who does it, how often, and how its subject,
 * changes and detail are drawn), and the small builders every kind draws with.
 */

/** Who may have done it: a practice's manager, other clinic staff, the provider's staff who write, or only read. */
export type ActorCategory = 'manager' | 'staff' | 'admin' | 'reader';

/** A uniform draw in [0, 1) and helpers, from the entry's own stream. */
export interface EntryDraws {
  next: () => number;
  int: (min: number, max: number) => number;
  pick: <T>(values: readonly T[]) => T;
}

export interface KindContext {
  draws: EntryDraws;
  practice: PracticeEntry | undefined;
  at: Date;
  /** Another person of the seeded roster, for a change made to a user. */
  otherUser: () => { id: string; name: string; email: string | undefined };
}

export interface SeedKind {
  action: AuditAction;
  subject: AuditSubjectType;
  /** Whether the entry belongs to a practice of the actor. */
  inPractice: boolean;
  /** Relative frequency for each category of actor that does it. */
  weights: Partial<Record<ActorCategory, number>>;
  draw: (context: KindContext) => {
    subject: Omit<AuditSubject, 'type'>;
    changes?: AuditChange[];
    detail?: string;
  };
}

/** One field's change, as the log writes it: strings as they are, anything else as JSON. */
export const change = (field: string, before: unknown, after: unknown): AuditChange => ({
  field,
  ...(before === undefined ? {} : { before: typeof before === 'string' ? before : JSON.stringify(before) }),
  ...(after === undefined ? {} : { after: typeof after === 'string' ? after : JSON.stringify(after) }),
});

/** A stable identifier in the shape of a UUID, from a purpose and a number. */
export const seededUuid = (prefix: number, value: number): string =>
  `${prefix.toString(16).padStart(8, '0')}-0000-4000-8000-${value.toString(16).padStart(12, '0')}`;
