import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import {
  getGetGoalsQueryKey,
  getGetPracticeMetricQueryKey,
  getGetPracticeMetricsQueryKey,
  useSaveGoals,
} from '@/api/generated/analytik/analytik';
import type { Goal, GoalInput } from '@/api/generated/analytik/model';

/**
 * POST /analytik/goals (all or nothing), then every view of those goals reads them again: the
 * goals screen, and the summaries and series that carry a goal (overview, practice, metric).
 */
export const useSaveGoalsBatch = (): ((goals: GoalInput[]) => Promise<Goal[]>) => {
  const queryClient = useQueryClient();
  // A refusal turns the form read-only and field errors show at the fields: no general snackbar.
  const { mutateAsync } = useSaveGoals({ mutation: { meta: { ownErrors: ['forbidden', 'validation'] } } });
  return useCallback(
    async (goals: GoalInput[]) => {
      const saved = await mutateAsync({ data: { goals } });
      const practiceId = goals[0]?.practiceId;
      await queryClient.invalidateQueries({ queryKey: getGetGoalsQueryKey() });
      if (practiceId) {
        void queryClient.invalidateQueries({ queryKey: getGetPracticeMetricsQueryKey(practiceId) });
        for (const goal of goals) {
          void queryClient.invalidateQueries({
            queryKey: getGetPracticeMetricQueryKey(practiceId, goal.metricId),
          });
        }
      }
      return saved;
    },
    [mutateAsync, queryClient],
  );
};
