import { useQueryClient } from '@tanstack/react-query';
import { isApiError } from '@/api/api-error';
import {
  getGetToolsVersionsQueryKey,
  getGetToolVersionQueryKey,
  useDeleteToolVersion,
  useToggleToolVersionActiveFlag,
} from '@/api/generated/tools/tools';
import type { ToolVersion } from '@/api/generated/tools/model';
import { confirm } from '@/components/feedback/dialog-kinds';
import { withValues } from '@/components/feedback/feedback-text';
import { notify } from '@/components/feedback/snackbar-store';
import { toolErrorMessages } from '@/lib/errors/admin-error-messages';
import { successMessages } from '@/lib/errors/success-messages';
import { adminMessages } from '../shared/admin-messages';
import { adminMutationMeta, outcomeSnackbars } from '../shared/admin-feedback';
import {
  activatedMessage,
  confirmDeleteTextMessage,
  confirmDeleteTitleMessage,
  deactivatedMessage,
  toolsMessages,
} from './tools-messages';

const isGone = (error: unknown) => isApiError(error) && error.kind === 'not-found';

/**
 * Activating, deactivating and deleting a tool, with their SPEC §8 snackbars. A tool someone else
 * deleted first says so, and the list shows what is left. `onDeleted` takes the focus back.
 */
export const useToolActions = (onDeleted: () => void) => {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: getGetToolsVersionsQueryKey() });
  const showSaved = (saved: ToolVersion) => {
    queryClient.setQueryData(getGetToolVersionQueryKey(saved.idUpdatableTool), saved);
    queryClient.setQueryData<ToolVersion[]>(getGetToolsVersionsQueryKey(), (tools) =>
      tools?.map((tool) => (tool.idUpdatableTool === saved.idUpdatableTool ? saved : tool)),
    );
  };
  const toggle = useToggleToolVersionActiveFlag({
    mutation: { meta: adminMutationMeta, onSettled: refresh },
  });
  const remove = useDeleteToolVersion({ mutation: { meta: adminMutationMeta, onSettled: refresh } });

  const toggleActive = (tool: ToolVersion) => {
    const values = { tool: tool.toolName };
    // The failure says what was attempted; the success what the server did (it returns the flag).
    const failed = outcomeSnackbars({
      success: activatedMessage,
      failure: tool.active ? toolErrorMessages.deactivateFailed : toolErrorMessages.activateFailed,
      values,
    });
    toggle.mutate(
      { id: tool.idUpdatableTool },
      {
        onSuccess: (saved) => {
          showSaved(saved);
          notify({
            intent: 'success',
            message: saved.active ? activatedMessage : deactivatedMessage,
            values,
          });
        },
        onError: (error) => {
          if (isGone(error)) notify({ intent: 'warning', message: adminMessages.notFound });
          else failed.onError(error);
        },
      },
    );
  };

  const askToDelete = async (tool: ToolVersion) => {
    const values = { tool: tool.toolName };
    const accepted = await confirm({
      title: withValues(confirmDeleteTitleMessage, values),
      text: withValues(confirmDeleteTextMessage, values),
      confirmLabel: toolsMessages.delete,
    });
    if (!accepted) return;
    const outcome = outcomeSnackbars({
      success: successMessages.toolDeleted,
      failure: toolErrorMessages.deleteFailed,
    });
    remove.mutate(
      { id: tool.idUpdatableTool },
      {
        onSuccess: () => {
          queryClient.setQueryData<ToolVersion[]>(getGetToolsVersionsQueryKey(), (tools) =>
            tools?.filter((other) => other.idUpdatableTool !== tool.idUpdatableTool),
          );
          queryClient.removeQueries({ queryKey: getGetToolVersionQueryKey(tool.idUpdatableTool) });
          outcome.onSuccess();
          onDeleted();
        },
        onError: (error) => {
          if (isGone(error)) notify({ intent: 'warning', message: adminMessages.notFound });
          else outcome.onError(error);
        },
      },
    );
  };

  return {
    toggleActive,
    askToDelete,
    /** The tool whose flag is changing, or that is being deleted: its buttons wait. */
    busyId: toggle.isPending ? toggle.variables?.id : remove.isPending ? remove.variables?.id : undefined,
  };
};
