import type { RouteKey } from '@/config/paths';

/** The faults of docs/fault-matrix.md a screen must survive on each read it makes. */
export const READ_FAULTS = ['status-500', 'network', 'timeout', 'malformed'] as const;
/** The faults of docs/fault-matrix.md a form must survive on each write it sends. */
export const WRITE_FAULTS = ['status-500', 'network', 'status-409', 'status-400'] as const;

export type ReadFault = (typeof READ_FAULTS)[number];
export type WriteFault = (typeof WRITE_FAULTS)[number];
export type FaultCell = ReadFault | WriteFault;

/**
 * Says which cells of the fault matrix the test it sits in proves: `npm run faults:matrix`
 * reads these calls from the source (their arguments must be literals) and names the enclosing
 * test in docs/fault-matrix.md. Nothing happens at run time: the test's own assertions are the proof.
 */
export const coversFaults = (
  _screens: RouteKey | readonly RouteKey[],
  _operationId: string,
  _cells: readonly FaultCell[],
): void => undefined;

/**
 * As coversFaults, for a write that takes nothing typed (delete, toggle, migrate, reset a
 * password, remove from a group): there is no input to keep, so the test proves instead that the
 * failure is said where the person looks and that the item shows as it was. The matrix names
 * such a row an action.
 */
export const coversActionFaults = (
  _screens: RouteKey | readonly RouteKey[],
  _operationId: string,
  _cells: readonly WriteFault[],
): void => undefined;
