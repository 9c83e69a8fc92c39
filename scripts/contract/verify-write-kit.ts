import { itemsOf } from './verify-session';

/**
 * What a write chain of contract-verify --writes is, and the kit it writes through: the run gives
 * each chain a kit (verify-writes.ts) that calls, checks and reports, and undoes at the end.
 */

export type KitRecord = Record<string, unknown>;

export interface WriteKit {
  /** Calls a write (or a read of what it wrote) and checks it; the answer's body on success. */
  call: (
    operationId: string,
    request: { params?: Record<string, string>; query?: Record<string, string>; body?: unknown },
    options?: {
      check?: 'write' | 'read-created' | 'restore' | 'cleanup';
      anyDeclared?: boolean;
      /** A further problem of a success's body, if it has one (a restore that did not restore). */
      problemOf?: (body: KitRecord) => string | undefined;
    },
  ) => Promise<KitRecord | undefined>;
  /** A GET of the server, not reported: to find ids. */
  read: (url: string) => Promise<unknown>;
  /** Runs at the end of the chain, failure or not, in the reverse order. */
  finallyDo: (step: () => Promise<unknown>) => void;
  /** The contract's example of an operation's request body (a copy). */
  example: (operationId: string) => KitRecord;
  /** A name no record holds: `Groupe kit 2026-11-28 15:04:05 1` (the run's time, a count). */
  unique: (label: string) => string;
}

export interface WriteChain {
  name: string;
  /** The operations it calls, in order: what --plan prints. */
  steps: string[];
  /** Runs the chain; returns why it stopped early, if it did. */
  run: (kit: WriteKit) => Promise<string | undefined>;
}

/** The ids of the server's practices, for a chain that needs one. */
export const practiceIds = async (kit: WriteKit): Promise<string[]> =>
  itemsOf(await kit.read('/practices?pageSize=50')).map((practice) => String(practice.id));
