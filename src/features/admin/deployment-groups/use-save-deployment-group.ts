import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { ApiErrorKind } from '@/api/api-error';
import {
  getGetDeploymentGroupsQueryKey,
  useUpdateDeploymentGroup,
} from '@/api/generated/administration/administration';
import type { DeploymentGroup, DeploymentGroupUpdate } from '@/api/generated/administration/model';
import { ADMIN_OWN_ERRORS } from '../shared/admin-feedback';

/**
 * The edit dialog says every failure itself: a modal dialog hides the snackbar area from screen
 * readers, so the general snackbar (refusal, too many requests) would go unheard.
 */
const DIALOG_OWN_ERRORS: readonly ApiErrorKind[] = [...ADMIN_OWN_ERRORS, 'forbidden', 'rate-limited'];

/**
 * PATCH /administration/deploymentGroup/{id}; the list then shows the saved group at once, and
 * loads again for the server's order (by name).
 */
export const useSaveDeploymentGroup = () => {
  const queryClient = useQueryClient();
  const { mutateAsync, isPending } = useUpdateDeploymentGroup({
    mutation: { meta: { ownErrors: DIALOG_OWN_ERRORS } },
  });
  const save = useCallback(
    async (id: number, data: DeploymentGroupUpdate) => {
      const queryKey = getGetDeploymentGroupsQueryKey();
      try {
        const saved = await mutateAsync({ id, data });
        queryClient.setQueryData<DeploymentGroup[]>(queryKey, (groups) =>
          groups?.map((group) => (group.id === saved.id ? saved : group)),
        );
        return saved;
      } finally {
        // Saved, refused or gone: the list shows what the server holds now.
        void queryClient.invalidateQueries({ queryKey });
      }
    },
    [mutateAsync, queryClient],
  );
  return { save, saving: isPending };
};
