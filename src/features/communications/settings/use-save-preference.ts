import { useQueryClient } from '@tanstack/react-query';
import {
  getGetCommunicationPreferencesQueryKey,
  useCreateCommunicationPreference,
  useUpdateCommunicationPreference,
} from '@/api/generated/communication/communication';
import type {
  CommunicationPreference,
  CommunicationPreferenceUpdate,
  MessageKind,
} from '@/api/generated/communication/model';
import { invalidateUpcoming } from '../shared/invalidate-upcoming';
import { toCreateBody, toUpdateBody, type PreferenceFormValues } from './preference-form-values';

export interface SaveRequest {
  current: CommunicationPreference | undefined;
  values: PreferenceFormValues;
  /** First save only: whether the kind starts sending. */
  enableOnCreate: boolean;
  /** The form shows the new-appointment notification (flag on, appointment notifications). */
  bookingNotice: boolean;
}

/** The failures this screen words itself: the kind's own message, or its field errors. */
const OWN_ERRORS = ['server', 'validation', 'conflict', 'contract', 'not-found', 'forbidden'] as const;

/**
 * Saves a kind's preference: created on its first save (POST), changed afterwards (PATCH). The
 * answer replaces the cached list at once, so the screen shows the new state without a refetch.
 * What the rules will send changes with it: the upcoming messages are read again.
 */
export const useSavePreference = (practiceId: string, kind: MessageKind) => {
  const queryClient = useQueryClient();
  const queryKey = getGetCommunicationPreferencesQueryKey(practiceId);
  const store = (saved: CommunicationPreference) => {
    queryClient.setQueryData<CommunicationPreference[]>(queryKey, (list) =>
      list?.some((item) => item.id === saved.id)
        ? list.map((item) => (item.id === saved.id ? saved : item))
        : [...(list ?? []), saved],
    );
    void queryClient.invalidateQueries({ queryKey });
    invalidateUpcoming(queryClient, practiceId);
    return saved;
  };
  const mutation = { meta: { ownErrors: OWN_ERRORS } };
  const create = useCreateCommunicationPreference({ mutation });
  const update = useUpdateCommunicationPreference({ mutation });

  const save = async ({
    current,
    values,
    enableOnCreate,
    bookingNotice,
  }: SaveRequest): Promise<CommunicationPreference> =>
    store(
      current
        ? await update.mutateAsync({ practiceId, id: current.id, data: toUpdateBody(values, bookingNotice) })
        : await create.mutateAsync({
            practiceId,
            data: toCreateBody(practiceId, kind, enableOnCreate, values, bookingNotice),
          }),
    );

  const setEnabled = async (current: CommunicationPreference, enabled: boolean) =>
    store(
      await update.mutateAsync({
        practiceId,
        id: current.id,
        data: { enabled } satisfies CommunicationPreferenceUpdate,
      }),
    );

  return { save, setEnabled, pending: create.isPending || update.isPending };
};
