import { makeStyles, Spinner, Text, tokens } from '@fluentui/react-components';
import { keepPreviousData } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useGetUpcomingMessages } from '@/api/generated/communication/communication';
import { useTableQuery } from '@/components/data-table/use-table-query';
import { LoadError } from '@/components/feedback/load-error';
import { zonedDay } from '@/domain/zoned-time';
import { RangePicker } from './range-picker';
import { SmsForecast } from './sms-forecast';
import { UpcomingEmpty } from './upcoming-empty';
import { UpcomingFilterForm } from './upcoming-filters';
import { UpcomingList } from './upcoming-list';
import { totalMessage, upcomingMessages as messages } from './upcoming-messages';
import {
  UPCOMING_DEFAULT_PAGE_SIZE,
  UPCOMING_PAGE_SIZES,
  upcomingFilterShape,
  upcomingParams,
  upcomingRange,
  type UpcomingPractice,
} from './upcoming-query';
import { formatDay } from './zoned-format';

const useStyles = makeStyles({
  tab: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, minWidth: 0 },
  // The days shown and how many messages they hold, on one line when it fits.
  listBar: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'flex-end',
    columnGap: tokens.spacingHorizontalXL,
    rowGap: tokens.spacingVerticalS,
  },
  count: { paddingBlockEnd: tokens.spacingVerticalXS },
});

/**
 * The messages of the coming days, sent or held back and why: the SMS forecast of the range,
 * the filters, and the server's pages grouped by day. Range, filters and page live in the URL.
 */
export const UpcomingTab = ({ practice }: { practice: UpcomingPractice }) => {
  const intl = useIntl();
  const styles = useStyles();
  const table = useTableQuery({
    pageSizes: UPCOMING_PAGE_SIZES,
    defaultPageSize: UPCOMING_DEFAULT_PAGE_SIZE,
    filters: upcomingFilterShape,
  });
  const { filters, page, pageSize, setPage, applyFilters } = table;
  // The practice's today, read at each render: a screen left open past midnight moves on with it.
  const today = zonedDay(new Date(), practice.timezone);
  const range = upcomingRange(today, filters.days);
  const upcoming = useGetUpcomingMessages(practice.id, upcomingParams(filters, range, page, pageSize), {
    query: {
      // The page being left stays on screen, dimmed, until the next one arrives: no jump.
      placeholderData: keepPreviousData,
      // The screen shows its own progress and says the failure in place, with a retry.
      meta: { globalSpinner: false, ownErrors: ['server', 'network', 'timeout'] },
    },
  });
  const data = upcoming.data;
  const totalPages = data?.meta.totalPages ?? 0;
  const clearFilters = () => applyFilters({ days: filters.days });
  const context = { timeZone: practice.timezone, today };

  // A link to a page past the end (the list got shorter) shows the last page instead.
  useEffect(() => {
    if (!upcoming.isPlaceholderData && totalPages > 0 && page > totalPages)
      setPage(totalPages, { replace: true });
  }, [upcoming.isPlaceholderData, page, setPage, totalPages]);

  return (
    <div className={styles.tab}>
      <SmsForecast practiceId={practice.id} range={range} today={today} />
      <UpcomingFilterForm
        filters={filters}
        onApply={(next) => applyFilters({ ...next, days: filters.days })}
        onClear={clearFilters}
      />
      {upcoming.isError && (
        <LoadError message={messages.loadError} onRetry={upcoming.refetch} retrying={upcoming.isFetching} />
      )}
      {/* Right above the days it shows, beside the count that follows it: it was at the top of
          the tab, a screen away from the list (it moves the forecast above as well). */}
      <div className={styles.listBar}>
        <RangePicker days={filters.days} onChange={(days) => applyFilters({ ...filters, days })} />
        {data !== undefined && !upcoming.isError && (
          <Text role="status" className={styles.count}>
            {intl.formatMessage(totalMessage, {
              count: data.meta.totalItems,
              from: formatDay(intl, range.from, { today }),
              to: formatDay(intl, range.to, { today }),
              sameDay: range.from === range.to ? 'yes' : 'no',
            })}
          </Text>
        )}
      </div>
      {data === undefined && upcoming.isPending && <Spinner label={intl.formatMessage(messages.loading)} />}
      {data !== undefined && !upcoming.isError && (
        <>
          <UpcomingList
            items={data.items}
            context={context}
            busy={upcoming.isPlaceholderData}
            empty={<UpcomingEmpty filters={filters} onClear={clearFilters} />}
            pager={{
              page,
              totalPages,
              pageSize,
              pageSizes: UPCOMING_PAGE_SIZES,
              onPageChange: setPage,
              onPageSizeChange: table.setPageSize,
            }}
          />
        </>
      )}
    </div>
  );
};
