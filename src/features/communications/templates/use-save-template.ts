import { useQueryClient } from '@tanstack/react-query';
import {
  getGetCommunicationTemplatesQueryKey,
  useCreateCommunicationTemplate,
  useUpdateCommunicationTemplate,
} from '@/api/generated/communication/communication';
import type { CommunicationTemplate } from '@/api/generated/communication/model';
import { invalidateUpcoming } from '../shared/invalidate-upcoming';
import { toCreateBody, toUpdateBody, type TemplateFormValues, type TemplateTarget } from './template-form';

/**
 * The failures the editor words itself, at the field or above the save button. Server and
 * network failures keep the general snackbar of SPEC §8 (src/app/report-api-failure.ts).
 */
const OWN_ERRORS = ['validation', 'not-found', 'conflict', 'contract', 'forbidden'] as const;

/**
 * Saves a template: changed (PATCH) when it exists, created (POST) when the practice has none for
 * this kind, channel and language. The answer goes into the cached list at once (a second click
 * must not create it twice), then the list is read again, and the upcoming messages, whose texts
 * it renders.
 */
export const useSaveTemplate = (practiceId: string) => {
  const queryClient = useQueryClient();
  const queryKey = getGetCommunicationTemplatesQueryKey(practiceId);
  // The editor shows its own progress on the save button and keeps the page usable meanwhile.
  const mutation = { meta: { ownErrors: OWN_ERRORS, globalSpinner: false } };
  const create = useCreateCommunicationTemplate({ mutation });
  const update = useUpdateCommunicationTemplate({ mutation });

  const refresh = () => queryClient.invalidateQueries({ queryKey });

  const store = (saved: CommunicationTemplate) => {
    queryClient.setQueryData<CommunicationTemplate[]>(queryKey, (list) =>
      list?.some((item) => item.id === saved.id)
        ? list.map((item) => (item.id === saved.id ? saved : item))
        : [...(list ?? []), saved],
    );
    void refresh();
    invalidateUpcoming(queryClient, practiceId);
    return saved;
  };

  const save = async (
    target: TemplateTarget,
    current: CommunicationTemplate | undefined,
    values: TemplateFormValues,
  ): Promise<CommunicationTemplate> =>
    store(
      current
        ? await update.mutateAsync({ practiceId, id: current.id, data: toUpdateBody(target, values) })
        : await create.mutateAsync({ practiceId, data: toCreateBody(target, values) }),
    );

  return { save, refresh };
};
