import type { ModuleName } from '@/api/generated/practices/model';
import { MODULE_NAMES } from './practice-seed';
import { practiceModules, practices } from './practices';

/** SPEC §4/§9: a module change takes up to 15 minutes to reach the practice. */
export const MODULE_CHANGE_DELAY_MS = 15 * 60_000;

type ModuleState = ReturnType<typeof practiceModules.all>[number];

/** The state the practice actually runs: a pending change has not reached it yet. */
const inEffect = (state: ModuleState): boolean => (state.pendingUntil ? !state.enabled : state.enabled);

const activeModulesOf = (practiceId: string): ModuleName[] => {
  const states = practiceModules.findMany((q) => q.where({ practiceId }));
  return MODULE_NAMES.filter((name) => states.some((state) => state.name === name && inEffect(state)));
};

const syncActiveModules = (practiceId: string) =>
  practices.update((q) => q.where({ id: practiceId }), {
    data(practice) {
      practice.activeModules = activeModulesOf(practiceId);
    },
  });

/**
 * Applies the changes whose delay has passed, lazily on each read, so the offline API needs no
 * timer that would outlive a test or a closed tab.
 */
export const settleModuleChanges = async (now = Date.now()): Promise<void> => {
  const due = practiceModules.findMany((q) =>
    q.where((state) => state.pendingUntil !== undefined && Date.parse(state.pendingUntil) <= now),
  );
  for (const state of due) {
    await practiceModules.update(state, {
      data(draft) {
        delete draft.pendingUntil;
      },
    });
  }
  for (const practiceId of new Set(due.map((state) => state.practiceId))) await syncActiveModules(practiceId);
};

export const modulesOf = (practiceId: string): ModuleState[] => {
  const states = practiceModules.findMany((q) => q.where({ practiceId }));
  return MODULE_NAMES.flatMap((name) => states.filter((state) => state.name === name));
};

export type ModuleChange =
  | { outcome: 'pending'; state: ModuleState }
  | { outcome: 'unchanged'; state: ModuleState }
  | { outcome: 'accepted'; state: ModuleState };

/** Records a requested state; the caller answers 409 for 'pending' (a change is on its way). */
export const requestModuleChange = async (
  practiceId: string,
  name: ModuleName,
  enabled: boolean,
  now = Date.now(),
): Promise<ModuleChange> => {
  const current = practiceModules.findFirst((q) => q.where({ practiceId, name }));
  if (!current) throw new Error(`Practice ${practiceId} has no state for module ${name}`);
  if (current.pendingUntil) return { outcome: 'pending', state: current };
  if (current.enabled === enabled) return { outcome: 'unchanged', state: current };
  const state = await practiceModules.update(current, {
    data(draft) {
      draft.enabled = enabled;
      draft.updatedAt = new Date(now).toISOString();
      draft.pendingUntil = new Date(now + MODULE_CHANGE_DELAY_MS).toISOString();
    },
  });
  return { outcome: 'accepted', state: state ?? current };
};
