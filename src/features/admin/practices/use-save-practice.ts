import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import {
  getGetPracticeQueryKey,
  getGetPracticesQueryKey,
  useUpdatePractice,
} from '@/api/generated/practices/practices';
import type { Practice, PracticeUpdate } from '@/api/generated/practices/model';
import { adminMutationMeta } from '../shared/admin-feedback';

const COMPLETE = { completeDetails: true } as const;

/**
 * PATCH /practices/{id}. Its answer lacks the technical fields, so they are kept from the detail
 * already loaded; then every view of the practice loads again: the list (its missing-information
 * badge), the plain practice the session follows (the current practice of the switcher).
 */
export const useSavePractice = (practiceId: string): ((update: PracticeUpdate) => Promise<Practice>) => {
  const queryClient = useQueryClient();
  const { mutateAsync } = useUpdatePractice({ mutation: { meta: adminMutationMeta } });
  return useCallback(
    async (update: PracticeUpdate) => {
      const saved = await mutateAsync({ id: practiceId, data: update });
      const merged = queryClient.setQueryData<Practice>(
        getGetPracticeQueryKey(practiceId, COMPLETE),
        (old) => (old ? { ...old, ...saved } : saved),
      );
      void queryClient.invalidateQueries({ queryKey: getGetPracticesQueryKey() });
      void queryClient.invalidateQueries({ queryKey: getGetPracticeQueryKey(practiceId), exact: true });
      return merged ?? saved;
    },
    [mutateAsync, practiceId, queryClient],
  );
};
