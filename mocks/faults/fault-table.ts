import { z } from 'zod';
import { operations } from '@/api/generated/operations';

/**
 * Faults on demand: a chosen operation of the contract answers with an error, drops the
 * connection, answers too late, or breaks its contract, for its next N calls or until cleared.
 * Tests and people trying the offline mode use the same control (docs/faults-and-data-modes.md).
 */
export const FaultSpec = z.strictObject({
  /** The contract's operationId, e.g. `getPractices`. */
  operationId: z.string(),
  /**
   * status: an error answer (the problem shape; 400 carries field errors, 429 and 503 a Retry-After);
   * network: the connection drops; timeout: no answer before the client gives up;
   * malformed: 200 with a body that breaks the operation's contract.
   */
  kind: z.enum(['status', 'network', 'timeout', 'malformed']).default('status'),
  status: z.int().min(400).max(599).default(500),
  /** Sent as is as the Retry-After header (seconds or an HTTP date; anything, to test parsing). */
  retryAfter: z.string().optional(),
  /** The field errors of a 400. */
  errors: z
    .array(z.object({ field: z.string(), message: z.string(), code: z.string().optional() }))
    .optional(),
  /** How long a timeout fault holds the call; by default past the client's timeout. */
  delayMs: z.int().min(0).optional(),
  /** For the next N calls of the operation; without it, until cleared. */
  times: z.int().min(1).optional(),
});

export type FaultSpecInput = z.input<typeof FaultSpec>;
export type Fault = z.output<typeof FaultSpec> & { remaining?: number };

const known = new Set(operations.map((operation) => operation.operationId));

let faults: Fault[] = [];
let storage: Storage | undefined;
const STORAGE_KEY = 'dental-portal/offline-faults';

const save = () => {
  if (faults.length === 0) storage?.removeItem(STORAGE_KEY);
  else storage?.setItem(STORAGE_KEY, JSON.stringify(faults));
};

/**
 * In the browser the faults live in sessionStorage: they outlast a reload of the tab (a fault on
 * a page's first load) and never leak into another tab or a later session.
 */
export const keepFaultsIn = (where: Storage) => {
  storage = where;
  try {
    const saved = FaultSpec.extend({ remaining: z.int().optional() })
      .array()
      .safeParse(JSON.parse(where.getItem(STORAGE_KEY) ?? '[]'));
    faults = saved.success ? saved.data : [];
  } catch {
    faults = [];
  }
};

export class UnknownOperationError extends Error {}

/** Adds faults; those of one operation apply in the order they were added. */
export const addFaults = (input: FaultSpecInput | FaultSpecInput[]): Fault[] => {
  const specs = FaultSpec.array().parse(Array.isArray(input) ? input : [input]);
  const unknown = specs.find((spec) => !known.has(spec.operationId));
  if (unknown)
    throw new UnknownOperationError(`No operation of the contract is named "${unknown.operationId}"`);
  faults.push(...specs.map((spec) => ({ ...spec, ...(spec.times ? { remaining: spec.times } : {}) })));
  save();
  return listFaults();
};

export const listFaults = (): Fault[] => faults.map((fault) => ({ ...fault }));

export const clearFaults = (): void => {
  faults = [];
  save();
};

/** The fault this call of the operation gets, if any: counts it against the fault's remaining calls. */
export const takeFault = (operationId: string): Fault | undefined => {
  const fault = faults.find((candidate) => candidate.operationId === operationId);
  if (!fault) return undefined;
  if (fault.remaining !== undefined) {
    fault.remaining -= 1;
    if (fault.remaining <= 0) faults = faults.filter((candidate) => candidate !== fault);
  }
  save();
  return { ...fault };
};
