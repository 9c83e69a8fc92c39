import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { ApiErrorKind } from '@/api/api-error';
import {
  getGetToolsVersionsQueryKey,
  getGetToolVersionQueryKey,
  useCreateToolVersion,
  useUpdateToolVersion,
} from '@/api/generated/tools/tools';
import type { ToolVersion, ToolVersionCreate, ToolVersionUpdate } from '@/api/generated/tools/model';
import { ADMIN_OWN_ERRORS } from '../shared/admin-feedback';

/**
 * The tool dialog says every failure itself: a modal dialog hides the snackbar area from screen
 * readers, so the general snackbar (refusal, too many requests) would go unheard.
 */
export const TOOL_DIALOG_META = {
  ownErrors: [...ADMIN_OWN_ERRORS, 'forbidden', 'rate-limited'] as readonly ApiErrorKind[],
};

/**
 * createToolVersion and updateToolVersion (multipart); the list then holds the saved tool at
 * once and loads again for the server's order, whatever the outcome.
 */
export const useSaveTool = () => {
  const queryClient = useQueryClient();
  const create = useCreateToolVersion({ mutation: { meta: TOOL_DIALOG_META } });
  const update = useUpdateToolVersion({ mutation: { meta: TOOL_DIALOG_META } });
  const { mutateAsync: createAsync } = create;
  const { mutateAsync: updateAsync } = update;

  const settle = useCallback(
    async (call: () => Promise<ToolVersion>) => {
      const listKey = getGetToolsVersionsQueryKey();
      try {
        const saved = await call();
        queryClient.setQueryData(getGetToolVersionQueryKey(saved.idUpdatableTool), saved);
        queryClient.setQueryData<ToolVersion[]>(listKey, (tools) =>
          tools?.some((tool) => tool.idUpdatableTool === saved.idUpdatableTool)
            ? tools.map((tool) => (tool.idUpdatableTool === saved.idUpdatableTool ? saved : tool))
            : [...(tools ?? []), saved],
        );
        return saved;
      } finally {
        void queryClient.invalidateQueries({ queryKey: listKey });
      }
    },
    [queryClient],
  );

  return {
    createTool: useCallback(
      (data: ToolVersionCreate) => settle(() => createAsync({ data })),
      [createAsync, settle],
    ),
    updateTool: useCallback(
      (id: number, data: ToolVersionUpdate) => settle(() => updateAsync({ id, data })),
      [settle, updateAsync],
    ),
    saving: create.isPending || update.isPending,
  };
};
