import { keepPreviousData, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  getGetConversationQueryKey,
  getGetConversationsQueryKey,
  getGetConversationsUnreadQueryKey,
  useGetConversations,
} from '@/api/generated/communication/communication';
import { ConversationFilter } from '@/api/generated/communication/model';
import { INBOX_POLL_MS } from '@/config/polling';
import { enumValues } from '@/utils/enum-values';

export { INBOX_POLL_MS };

/** The inbox's view in the URL: a reload, back and forward, a shared link show the same list. */
export const inboxShape = {
  state: z.enum(enumValues(ConversationFilter)).default('ALL'),
  search: z.string().max(100).optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce
    .number()
    .int()
    .pipe(z.union([z.literal(25), z.literal(50), z.literal(100)]))
    .default(25),
};

export const INBOX_PAGE_SIZES = [25, 50, 100] as const;

export interface InboxView {
  state: ConversationFilter;
  search?: string | undefined;
  page: number;
  pageSize: (typeof INBOX_PAGE_SIZES)[number];
}

export const useConversations = (practiceId: string, view: InboxView) =>
  useGetConversations(
    practiceId,
    {
      state: view.state,
      ...(view.search ? { search: view.search } : {}),
      page: view.page,
      pageSize: view.pageSize,
    },
    { query: { placeholderData: keepPreviousData, refetchInterval: INBOX_POLL_MS } },
  );

/** After a reply is read, answered or closed: the list, the drawer's count and the thread. */
export const useRefreshInbox = (practiceId: string) => {
  const queryClient = useQueryClient();
  return (conversationId?: string) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: getGetConversationsQueryKey(practiceId) }),
      queryClient.invalidateQueries({ queryKey: getGetConversationsUnreadQueryKey(practiceId) }),
      conversationId &&
        queryClient.invalidateQueries({ queryKey: getGetConversationQueryKey(practiceId, conversationId) }),
    ]);
};
