import { useQueryClient } from '@tanstack/react-query';
import { isApiError } from '@/api/api-error';
import {
  getDownloadPricingFileQueryOptions,
  getGetPricingFilesQueryKey,
  useDeletePricingFile,
} from '@/api/generated/pricing/pricing';
import type { PricingFile } from '@/api/generated/pricing/model';
import { confirm } from '@/components/feedback/dialog-kinds';
import { withValues } from '@/components/feedback/feedback-text';
import { notify } from '@/components/feedback/snackbar-store';
import { ADMIN_OWN_ERRORS, adminMutationMeta, outcomeSnackbars } from '../shared/admin-feedback';
import {
  confirmDeleteTextMessage,
  confirmDeleteTitleMessage,
  deletedMessage,
  deleteFailedMessage,
  downloadFailedMessage,
  goneMessage,
  pricingMessages,
  type FileValues,
} from './pricing-messages';
import { filenameFromDisposition, type SaveFile } from '@/utils/save-file';

const isGone = (error: unknown) => isApiError(error) && error.kind === 'not-found';

const valuesOf = (file: PricingFile): FileValues => ({
  filename: file.filename,
  year: String(file.year),
  group: file.group,
  provider: file.provider,
});

/** Download and delete, with their confirmation and snackbars. `onDeleted` takes the focus back. */
export const usePricingActions = (saveFile: SaveFile, onDeleted: () => void) => {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: getGetPricingFilesQueryKey() });
  const remove = useDeletePricingFile({
    mutation: {
      meta: adminMutationMeta,
      // Deleted or not (someone else may have deleted it first), the list says what is left.
      onSettled: refresh,
    },
  });

  /**
   * The file through the generated download (a one-off query: gcTime 0 keeps no blob in the
   * cache), saved under the name of its Content-Disposition; the list's name if the header is
   * missing or unreadable (another origin that does not expose it).
   */
  const download = async (file: PricingFile) => {
    let served: string | undefined;
    const { year, group, provider, filename } = file;
    try {
      const blob = await queryClient.fetchQuery(
        getDownloadPricingFileQueryOptions(
          { year, group, provider, filename },
          {
            query: { staleTime: 0, gcTime: 0, meta: { ownErrors: [...ADMIN_OWN_ERRORS, 'not-found'] } },
            request: {
              onHeaders: (headers) => {
                served = filenameFromDisposition(headers['content-disposition']);
              },
            },
          },
        ),
      );
      saveFile(blob, served ?? filename);
    } catch (error) {
      if (isGone(error)) {
        notify({ intent: 'warning', message: goneMessage, values: { filename } });
        void refresh();
      } else if (!isApiError(error) || ADMIN_OWN_ERRORS.includes(error.kind)) {
        notify({ intent: 'error', message: downloadFailedMessage, values: { filename } });
      }
    }
  };

  const askToDelete = async (file: PricingFile) => {
    const values = valuesOf(file);
    const accepted = await confirm({
      title: withValues(confirmDeleteTitleMessage, { filename: file.filename }),
      text: withValues(confirmDeleteTextMessage, values),
      confirmLabel: pricingMessages.delete,
    });
    if (!accepted) return;
    const outcome = outcomeSnackbars({
      success: deletedMessage,
      failure: deleteFailedMessage,
      values: { filename: file.filename },
    });
    remove.mutate(
      { params: { key: file.key } },
      {
        onSuccess: () => {
          outcome.onSuccess();
          onDeleted();
        },
        onError: (error) => {
          if (isGone(error))
            notify({ intent: 'warning', message: goneMessage, values: { filename: file.filename } });
          else outcome.onError(error);
        },
      },
    );
  };

  return { download, askToDelete, deleting: remove.isPending ? remove.variables?.params.key : undefined };
};
