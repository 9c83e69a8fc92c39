import type { QueryClientSource } from '@/api/query-client-source';
import { toCurrentPractice } from './current-practice';
import type { PracticeMemory } from './practice-selection';
import { fetchPracticeDetails, isUnreachablePractice, withPractice } from './practice-details';
import type { SessionCoreBase } from './session-core-base';
import { toSessionError } from './session-error';

/**
 * Switches practice: the current one stays until the new one is read; failures land in
 * `error`, the current practice staying. Never rejects.
 */
export const createPracticeSwitch =
  (
    core: SessionCoreBase,
    { queryClient, memory }: { queryClient: QueryClientSource; memory: PracticeMemory },
  ) =>
  async (practiceId: string): Promise<void> => {
    const snapshot = core.snapshot();
    const { user } = snapshot;
    if (snapshot.status !== 'signedIn' || !user) return;
    if (snapshot.currentPractice?.id === practiceId && !snapshot.switchingPractice) return;
    // Anyone but a system administrator picks from their own practices only.
    if (!snapshot.isSystemAdmin && !snapshot.practices.some((practice) => practice.id === practiceId)) {
      core.commit({ ...snapshot, error: 'practiceUnavailable' });
      return;
    }
    const mine = core.begin();
    core.commit({ ...snapshot, switchingPractice: true });
    try {
      const client = await queryClient.load();
      const details = await fetchPracticeDetails(client, practiceId);
      if (core.isStale(mine)) return;
      const latest = core.snapshot();
      const selected = withPractice(latest.practices, user, details);
      memory.write(user.id, practiceId);
      const { error: _previous, ...rest } = latest;
      core.commit({
        ...rest,
        practices: selected.practices,
        currentPractice: toCurrentPractice(selected.entry, details),
        switchingPractice: false,
      });
    } catch (error) {
      if (core.isStale(mine)) return;
      const unreachable = isUnreachablePractice(error);
      const code = unreachable ? 'practiceUnavailable' : toSessionError(error).code;
      core.commit({ ...core.snapshot(), switchingPractice: false, error: code });
    }
  };
