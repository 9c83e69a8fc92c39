/**
 * contract-verify --writes: every write of the contracts, called in chains that create what they
 * later read, change and delete, and that delete what they created at the end, even after a
 * failure. A write on a record the kit did not create (a practice, a deployment group) changes it
 * and then puts back what was there. What cannot be chained is reported as skipped, with why.
 * The chains are what only the portal knows: which write makes the record another one needs.
 * Bodies start from the contract's example; only ids and names the server must not already hold
 * are replaced.
 */
import { CREATE_CHAINS } from './verify-create-chains';
import { RESTORE_CHAINS } from './verify-restore-chains';
import { SUCCESS, type Session } from './verify-session';
import type { KitRecord, WriteChain, WriteKit } from './verify-write-kit';
import type { KitOperation } from './verify-spec';

/** The writes that cannot be undone through the contract, and why: skipped. */
export const NOT_CHAINABLE: Record<string, string> = {
  migratePractice:
    'a migration cannot be undone, and no practice can be created through the contract to migrate',
  createCommunicationPreference:
    'the contract has no operation to delete a communication preference, so the one created would stay',
  createCommunicationTemplate:
    'the contract has no operation to delete a communication template, so the one created would stay',
  confirmAppointment:
    'confirming a patient appointment cannot be undone, and the contract lists no appointment to confirm',
  savePatientPreferences:
    'it records a patient’s consent, which stays as proof; and only a message carries a patient’s key: the contract lists none',
  replyToConversation:
    'it sends an SMS or an email to a patient: a contract check never writes to a real person',
  updateConversation:
    'a conversation keeps each change as its history (read, done, open again): none can be taken back',
};

const WRITE_CHAINS: WriteChain[] = [...CREATE_CHAINS, ...RESTORE_CHAINS];

const isWrite = (operation: KitOperation) => operation.method !== 'get';

/** The writes, chain by chain, then those no chain calls: what --plan prints and the run does. */
export const planWrites = (
  operations: readonly KitOperation[],
  selected: (operation: KitOperation) => boolean,
) => {
  const byId = new Map(operations.map((operation) => [operation.operationId, operation]));
  const chains = WRITE_CHAINS.filter((chain) =>
    chain.steps.some((step) => byId.has(step) && selected(byId.get(step)!)),
  );
  const chained = new Set(WRITE_CHAINS.flatMap((chain) => chain.steps));
  const unchained = operations
    .filter((operation) => isWrite(operation) && selected(operation) && !chained.has(operation.operationId))
    .map((operation) => ({
      operation,
      why: NOT_CHAINABLE[operation.operationId] ?? 'no chain of this kit version creates what it needs',
    }));
  return { chains, unchained };
};

let uniqueCount = 0;
const runStamp = new Date().toISOString().slice(0, 19).replace('T', ' ');

/** Runs the chains of the selected writes; every record created is deleted at the end. */
export const runWrites = async (session: Session, selected: (operation: KitOperation) => boolean) => {
  const byId = new Map(session.operations.map((operation) => [operation.operationId, operation]));
  const { chains, unchained } = planWrites(session.operations, selected);
  for (const chain of chains) {
    const pending: (() => Promise<unknown>)[] = [];
    const reported = new Set<string>();
    const kit: WriteKit = {
      call: async (
        operationId,
        { params = {}, query, body },
        { check = 'write', anyDeclared = false, problemOf } = {},
      ) => {
        const operation = byId.get(operationId);
        if (!operation) throw new Error(`the contracts have no operation ${operationId}`);
        reported.add(operationId);
        const search = query ? `?${new URLSearchParams(query)}` : '';
        const answer = await session.runCheck(
          operation,
          check,
          {
            url: `${session.fillPath(operation, params)}${search}`,
            body,
            mediaType: operation.request?.mediaType,
          },
          anyDeclared ? { wanted: 'an answer it declares', accepts: () => true } : SUCCESS,
        );
        // A success that drifted still made its record: the chain goes on, and deletes it.
        const done = answer && answer.status < 300 ? ((answer.body ?? {}) as KitRecord) : undefined;
        const problem = done && problemOf?.(done);
        const result = session.results.at(-1);
        if (problem && result) {
          result.problems.push(problem);
          result.status = 'fail';
        }
        return done;
      },
      read: async (url) => {
        const answer = await session.get(url);
        return answer.status < 300 ? answer.body : undefined;
      },
      finallyDo: (step) => pending.push(step),
      example: (operationId) => structuredClone((byId.get(operationId)?.request?.example ?? {}) as KitRecord),
      unique: (label) => `${label} kit ${runStamp} ${(uniqueCount += 1)}`,
    };
    /** Runs what is left to undo, last first; each step once. */
    const undo = async () => {
      for (let step = pending.pop(); step; step = pending.pop()) await step().catch(() => undefined);
    };
    // A CI job cancelled mid-chain (SIGINT, SIGTERM) still deletes what the chain made.
    const interrupted = (signal: NodeJS.Signals) => {
      console.error(`${signal}: undoing the ${chain.name} chain's writes before stopping`);
      void undo().finally(() => process.exit(130));
    };
    process.once('SIGINT', interrupted).once('SIGTERM', interrupted);
    let stopped: string | undefined;
    try {
      stopped = await chain.run(kit);
    } catch (error) {
      stopped = `the chain stopped: ${error instanceof Error ? error.message : String(error)}`;
    } finally {
      await undo();
      process.off('SIGINT', interrupted).off('SIGTERM', interrupted);
    }
    for (const step of new Set(chain.steps)) {
      const operation = byId.get(step);
      if (operation && !reported.has(step) && selected(operation))
        session.skip(
          operation,
          'write',
          `not called (${chain.name}): ${stopped ?? 'an earlier step failed'}`,
        );
    }
  }
  for (const { operation, why } of unchained) session.skip(operation, 'write', `not chainable: ${why}`);
};
