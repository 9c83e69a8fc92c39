import type { CommunicationDeliveryStatus } from '@/api/generated/communication/model';
import { hrefs } from '@/config/paths';

interface HistoryLinkFilters {
  status?: CommunicationDeliveryStatus;
  /** Calendar days, both included, as the history's filters take them. */
  from?: string;
  to?: string;
}

/**
 * The history showing some messages, from the dashboard. The parameters are those the history
 * keeps in its URL (history/history-query.ts), in its order, so that the link is the address the
 * screen itself would write.
 */
export const historyHref = ({ status, from, to }: HistoryLinkFilters): string => {
  const params = new URLSearchParams();
  if (status) params.set('status', status);
  if (from) params.set('from', from);
  if (to) params.set('to', to);
  return `${hrefs.communicationsHistory()}?${params.toString()}`;
};
