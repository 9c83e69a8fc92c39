import { useGetCommunicationStats } from '@/api/generated/communication/communication';
import type { SmsPackageUsage } from '@/api/generated/communication/model';

const QUIET = ['server', 'network', 'timeout', 'rate-limited', 'forbidden', 'conflict'] as const;

const isoDay = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

/**
 * The month's SMS package of a practice. The statistics carry it whatever their period, so a
 * one-day period keeps the answer small; a few minutes of staleness is fine for a monthly quota.
 */
export const useSmsPackage = (practiceId: string): SmsPackageUsage | undefined => {
  const today = isoDay(new Date());
  const { data } = useGetCommunicationStats(
    practiceId,
    { startAt: today, endAt: today },
    {
      query: {
        staleTime: 5 * 60_000,
        select: (stats) => stats.smsPackage,
        // A banner, not the screen: it never holds the page up nor reports a failure of its own.
        meta: { globalSpinner: false, ownErrors: QUIET },
      },
    },
  );
  return data;
};
