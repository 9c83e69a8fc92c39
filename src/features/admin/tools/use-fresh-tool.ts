import { isApiError } from '@/api/api-error';
import { useGetToolVersion } from '@/api/generated/tools/tools';
import type { ToolVersion } from '@/api/generated/tools/model';
import { TOOL_DIALOG_META } from './use-save-tool';

/**
 * The tool as the server has it now (getToolVersion): someone may have changed it since the list
 * loaded. The dialog opens at once with the list's copy and takes the fresh one when it comes,
 * so nothing under the focus is replaced by a spinner.
 */
export const useFreshTool = (listed: ToolVersion) => {
  const fresh = useGetToolVersion(listed.idUpdatableTool, {
    query: { staleTime: 0, meta: { ...TOOL_DIALOG_META, globalSpinner: false } },
  });
  const gone = isApiError(fresh.error) && fresh.error.kind === 'not-found';
  return {
    tool: fresh.data ?? listed,
    /** It no longer exists: nothing can be saved. */
    gone,
    /** It could not be loaded: the list's copy is shown. */
    failed: fresh.isError && !gone,
    retry: () => void fresh.refetch(),
    retrying: fresh.isFetching,
  };
};
