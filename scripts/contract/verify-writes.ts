/**
 * contract-verify --writes: every write of the contracts, called in chains that create what they
 * later read, change and delete, and that delete what they created at the end, even after a
 * failure. A write on a record the kit did not create (a practice, a deployment group) changes it
 * and then puts back what was there. What cannot be chained is reported as skipped, with why.
 * The chains are what only the portal knows: which write makes the record another one needs.
 * Bodies start from the contract's example; only ids and names the server must not already hold
 * are replaced.
 */
import { itemsOf, SUCCESS, type Session } from './verify-session';
import type { KitOperation } from './verify-spec';

type Record_ = Record<string, unknown>;

export interface WriteKit {
  /** Calls a write (or a read of what it wrote) and checks it; the answer's body on success. */
  call: (
    operationId: string,
    request: { params?: Record<string, string>; query?: Record<string, string>; body?: unknown },
    options?: {
      check?: 'write' | 'read-created' | 'restore' | 'cleanup';
      anyDeclared?: boolean;
      /** A further problem of a success's body, if it has one (a restore that did not restore). */
      problemOf?: (body: Record_) => string | undefined;
    },
  ) => Promise<Record_ | undefined>;
  /** A GET of the server, not reported: to find ids. */
  read: (url: string) => Promise<unknown>;
  /** Runs at the end of the chain, failure or not, in the reverse order. */
  finallyDo: (step: () => Promise<unknown>) => void;
  /** The contract's example of an operation's request body (a copy). */
  example: (operationId: string) => Record_;
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

/** The delete that removes what a create made (also after a 400 check a server wrongly accepted). */
export const CLEANUP_OF: Record<string, (created: Record_) => [string, Parameters<WriteKit['call']>[1]]> = {
  createClinicGroup: (created) => ['deleteClinicGroup', { params: { id: String(created.id) } }],
  createUser: (created) => ['deleteUser', { params: { id: String(created.id) } }],
  createToolVersion: (created) => ['deleteToolVersion', { params: { id: String(created.idUpdatableTool) } }],
  uploadPricingFile: (created) => ['deletePricingFile', { query: { key: String(created.key) } }],
};

const pick = (record: Record_, keys: string[]) =>
  Object.fromEntries(keys.filter((key) => record[key] !== undefined).map((key) => [key, record[key]]));

const practiceIds = async (kit: WriteKit): Promise<string[]> =>
  itemsOf(await kit.read('/practices?pageSize=50')).map((practice) => String(practice.id));

/** Practices in no clinic group: a practice belongs to at most one. */
const freePracticeIds = async (kit: WriteKit): Promise<string[]> => {
  const grouped = new Set(
    itemsOf(await kit.read('/clinic-groups')).flatMap((group) =>
      itemsOf(group.practices).map((practice) => String(practice.id)),
    ),
  );
  return (await practiceIds(kit)).filter((id) => !grouped.has(id));
};

const created = (kit: WriteKit, operationId: string, record: Record_) => {
  const cleanup = CLEANUP_OF[operationId];
  if (cleanup) kit.finallyDo(() => kit.call(...cleanup(record), { check: 'cleanup' }));
};

/**
 * A write on a record the kit found: the fields of the example this record has, changed, then
 * put back as they were.
 */
const changeAndRestore = async (
  kit: WriteKit,
  operationId: string,
  params: Record<string, string>,
  before: Record_,
  change: Record_,
): Promise<string | undefined> => {
  const keys = Object.keys(change).filter((key) => before[key] !== undefined);
  if (keys.length === 0) return `the record has none of the fields of ${operationId}'s example to put back`;
  const restore = pick(before, keys);
  // The answer is the record as it now is: it must hold again what it held.
  const notRestored = (after: Record_) => {
    const differ = keys.filter((key) => JSON.stringify(after[key]) !== JSON.stringify(before[key]));
    return differ.length ? `the record was not put back as it was: ${differ.join(', ')} differ` : undefined;
  };
  kit.finallyDo(() =>
    kit.call(operationId, { params, body: restore }, { check: 'restore', problemOf: notRestored }),
  );
  await kit.call(operationId, { params, body: pick(change, keys) });
  return undefined;
};

/** A change of one of a practice's communication records, put back at the end. */
const practiceRecordChain = (
  name: string,
  operationId: string,
  collection: string,
  choose: (found: Record_[]) => Record_ | undefined,
): WriteChain => ({
  name,
  steps: [operationId, operationId],
  run: async (kit) => {
    const [practiceId] = await practiceIds(kit);
    const found = itemsOf(
      practiceId ? await kit.read(`/practices/${practiceId}/communication/${collection}`) : [],
    );
    const record = choose(found);
    if (!practiceId || !record) return `needs a practice with a communication ${collection.slice(0, -1)}`;
    const params = { practiceId, id: String(record.id) };
    return changeAndRestore(kit, operationId, params, record, kit.example(operationId));
  },
});

export const WRITE_CHAINS: WriteChain[] = [
  {
    name: 'clinic group',
    steps: [
      'createClinicGroup',
      'getClinicGroup',
      'updateClinicGroup',
      'addClinicsToGroup',
      'removeClinicsFromGroup',
      'deleteClinicGroup',
    ],
    run: async (kit) => {
      const [first, second] = await freePracticeIds(kit);
      if (!first || !second) return 'needs two practices that are in no clinic group';
      const body = { ...kit.example('createClinicGroup'), name: kit.unique('Groupe'), practices: [first] };
      const group = await kit.call('createClinicGroup', { body });
      if (!group) return 'createClinicGroup did not create the group';
      created(kit, 'createClinicGroup', group);
      const params = { id: String(group.id) };
      await kit.call('getClinicGroup', { params }, { check: 'read-created' });
      await kit.call('updateClinicGroup', {
        params,
        body: { ...kit.example('updateClinicGroup'), name: kit.unique('Groupe renommé') },
      });
      await kit.call('addClinicsToGroup', { params, body: { practices: [second] } });
      await kit.call('removeClinicsFromGroup', { params, body: { practices: [second] } });
      return undefined;
    },
  },
  {
    name: 'user',
    steps: [
      'createUser',
      'getUser',
      'updateUser',
      'updateUserRoles',
      'updateUserLegacyPermissions',
      'resetUserPassword',
      'migrateUser',
      'deleteUser',
    ],
    run: async (kit) => {
      const [practiceId] = await practiceIds(kit);
      if (!practiceId) return 'needs a practice to give the user a role in';
      const email = `${kit
        .unique('kit')
        .replace(/[^a-z0-9]+/gi, '-')
        .toLowerCase()}@example.com`;
      const roles = [{ role: 'practice-admin', practiceId }];
      const user = await kit.call('createUser', { body: { ...kit.example('createUser'), email, roles } });
      if (!user) return 'createUser did not create the user';
      created(kit, 'createUser', user);
      const params = { id: String(user.id) };
      await kit.call('getUser', { params }, { check: 'read-created' });
      await kit.call('updateUser', { params, body: kit.example('updateUser') });
      await kit.call('updateUserRoles', { params, body: { roles } });
      const legacy = kit.example('updateUserLegacyPermissions');
      const practices = itemsOf(legacy.practices).map((entry) => ({ ...entry, practiceId }));
      await kit.call('updateUserLegacyPermissions', { params, body: { ...legacy, practices } });
      await kit.call('resetUserPassword', { params });
      // A user made through the API may already be migrated: its 409 is an answer the contract declares.
      await kit.call('migrateUser', { params }, { anyDeclared: true });
      return undefined;
    },
  },
  {
    name: 'updatable tool',
    steps: [
      'createToolVersion',
      'getToolVersion',
      'updateToolVersion',
      'toggleToolVersionActiveFlag',
      'deleteToolVersion',
    ],
    run: async (kit) => {
      const { file: _file, ...form } = kit.example('createToolVersion');
      const tool = await kit.call('createToolVersion', { body: { ...form, toolName: kit.unique('Outil') } });
      if (!tool) return 'createToolVersion did not create the tool';
      created(kit, 'createToolVersion', tool);
      const params = { id: String(tool.idUpdatableTool) };
      await kit.call('getToolVersion', { params }, { check: 'read-created' });
      const { file: _updateFile, ...update } = kit.example('updateToolVersion');
      await kit.call('updateToolVersion', {
        params,
        body: { ...update, toolName: kit.unique('Outil modifié') },
      });
      await kit.call('toggleToolVersionActiveFlag', { params });
      return undefined;
    },
  },
  {
    name: 'pricing file',
    steps: ['uploadPricingFile', 'downloadPricingFile', 'deletePricingFile'],
    run: async (kit) => {
      const example = kit.example('uploadPricingFile');
      const filename = `${kit
        .unique('tarifs')
        .replace(/[^a-z0-9]+/gi, '-')
        .toLowerCase()}.csv`;
      const file = new File(['code,description,fee\n01100,Examen,45.00\n'], filename, { type: 'text/csv' });
      const upload = await kit.call('uploadPricingFile', { body: { ...example, file } });
      if (!upload) return 'uploadPricingFile did not store the file';
      created(kit, 'uploadPricingFile', upload);
      const query = Object.fromEntries(
        ['year', 'group', 'provider', 'filename'].map((key) => [key, String(upload[key])]),
      );
      await kit.call('downloadPricingFile', { query }, { check: 'read-created' });
      return undefined;
    },
  },
  {
    name: 'practice',
    steps: ['updatePractice', 'updatePractice'],
    run: async (kit) => {
      const [id] = await practiceIds(kit);
      if (!id) return 'needs a practice';
      const before = (await kit.read(`/practices/${id}`)) as Record_;
      return changeAndRestore(kit, 'updatePractice', { id }, before, kit.example('updatePractice'));
    },
  },
  {
    name: 'practice module',
    steps: ['updatePracticeModule'],
    run: async (kit) => {
      const [id] = await practiceIds(kit);
      const settled = itemsOf(id ? await kit.read(`/practices/${id}/modules`) : []).find(
        (module) => module.pendingUntil === undefined,
      );
      if (!id || !settled) return 'needs a practice with a module no change is pending on';
      // The state it already has: a change takes 15 minutes to apply and cannot be undone before.
      await kit.call('updatePracticeModule', {
        params: { id },
        body: { name: settled.name, enabled: settled.enabled },
      });
      return undefined;
    },
  },
  {
    name: 'deployment group',
    steps: ['updateDeploymentGroup', 'updateDeploymentGroup'],
    run: async (kit) => {
      const [group] = itemsOf(await kit.read('/administration/deploymentGroups'));
      if (!group) return 'needs a deployment group';
      const change = { ...kit.example('updateDeploymentGroup'), name: kit.unique('Déploiement') };
      return changeAndRestore(kit, 'updateDeploymentGroup', { id: String(group.id) }, group, change);
    },
  },
  {
    name: 'goals',
    steps: ['saveGoals', 'saveGoals'],
    run: async (kit) => {
      const [goal] = itemsOf(await kit.read('/analytik/goals'));
      if (!goal) return 'needs a goal to change and put back';
      const input = pick(goal, ['practiceId', 'metricId', 'year', 'value']);
      // The answer lists the goals saved: this one must hold its value again.
      const notRestored = (saved: Record_) =>
        itemsOf(saved).some((entry) => entry.metricId === goal.metricId && entry.value === goal.value)
          ? undefined
          : `the goal was not put back: ${String(goal.metricId)} ${String(goal.year)} is not ${String(goal.value)}`;
      kit.finallyDo(() =>
        kit.call('saveGoals', { body: { goals: [input] } }, { check: 'restore', problemOf: notRestored }),
      );
      await kit.call('saveGoals', { body: { goals: [{ ...input, value: Number(goal.value) + 1 }] } });
      return undefined;
    },
  },
  practiceRecordChain(
    'communication preference',
    'updateCommunicationPreference',
    'preferences',
    (found) => found[0],
  ),
  // The template example is a French hygiene recall's text: its placeholders are those of that kind.
  practiceRecordChain(
    'communication template',
    'updateCommunicationTemplate',
    'templates',
    (found) => found.find(({ kind, language }) => kind === 'HYGIENE_RECALL' && language === 'FR') ?? found[0],
  ),
];

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
        const done = answer && answer.status < 300 ? ((answer.body ?? {}) as Record_) : undefined;
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
      example: (operationId) => structuredClone((byId.get(operationId)?.request?.example ?? {}) as Record_),
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
