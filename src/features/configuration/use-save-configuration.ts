import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import {
  getGetPracticeQueryKey,
  getGetPracticesQueryKey,
  useUpdatePractice,
} from '@/api/generated/practices/practices';
import type { Practice, PracticeUpdate } from '@/api/generated/practices/model';

/**
 * PATCH /practices/{id}, then the cache holds the saved practice: the screen shows it, and the
 * session, which follows that query (session-store.ts), refreshes its current practice, so the
 * welcome dialog stops opening once the required information is there. Lists showing the
 * practice (its missing-information badge) load again.
 */
export const useSaveConfiguration = (practiceId: string): ((update: PracticeUpdate) => Promise<Practice>) => {
  const queryClient = useQueryClient();
  // A refusal (403) turns the screen read-only; the general snackbar would only repeat it.
  const { mutateAsync } = useUpdatePractice({ mutation: { meta: { ownErrors: ['forbidden'] } } });
  return useCallback(
    async (update: PracticeUpdate) => {
      const saved = await mutateAsync({ id: practiceId, data: update });
      queryClient.setQueryData(getGetPracticeQueryKey(practiceId), saved);
      void queryClient.invalidateQueries({ queryKey: getGetPracticesQueryKey() });
      void queryClient.invalidateQueries({
        queryKey: getGetPracticeQueryKey(practiceId, { completeDetails: true }),
      });
      return saved;
    },
    [mutateAsync, practiceId, queryClient],
  );
};
