import type { MessageKind } from '@/api/generated/communication/model';
import { hrefs } from '@/config/paths';

/**
 * The upcoming messages screen showing one kind, from the dashboard or a kind's settings. The
 * parameters are those the screen keeps in its URL (upcoming/upcoming-query.ts): `kind`, and
 * `days` among 7, 14, 30 and 60.
 */
export const upcomingHref = ({ kind, days }: { kind: MessageKind; days?: 7 | 14 | 30 | 60 }): string => {
  // In the screen's order, so that the link is the address the screen itself would write.
  const params = new URLSearchParams(days === undefined ? { kind } : { days: String(days), kind });
  return `${hrefs.communicationsUpcoming()}?${params.toString()}`;
};
