import { itemsOf } from './verify-session';
import { practiceIds, type KitRecord, type WriteChain, type WriteKit } from './verify-write-kit';

/**
 * The write chains on records the kit did not create (a practice, its module, a deployment group,
 * goals, a practice's communication preference and template): each changes one and then puts
 * back what was there.
 */

const pick = (record: KitRecord, keys: string[]) =>
  Object.fromEntries(keys.filter((key) => record[key] !== undefined).map((key) => [key, record[key]]));

/**
 * A write on a record the kit found: the fields of the example this record has, changed, then
 * put back as they were.
 */
const changeAndRestore = async (
  kit: WriteKit,
  operationId: string,
  params: Record<string, string>,
  before: KitRecord,
  change: KitRecord,
): Promise<string | undefined> => {
  const keys = Object.keys(change).filter((key) => before[key] !== undefined);
  if (keys.length === 0) return `the record has none of the fields of ${operationId}'s example to put back`;
  const restore = pick(before, keys);
  // The answer is the record as it now is: it must hold again what it held.
  const notRestored = (after: KitRecord) => {
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
  choose: (found: KitRecord[]) => KitRecord | undefined,
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

export const RESTORE_CHAINS: WriteChain[] = [
  {
    name: 'practice',
    steps: ['updatePractice', 'updatePractice'],
    run: async (kit) => {
      const [id] = await practiceIds(kit);
      if (!id) return 'needs a practice';
      const before = (await kit.read(`/practices/${id}`)) as KitRecord;
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
      const notRestored = (saved: KitRecord) =>
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
