import { makeStyles, Spinner, Text, Title1, tokens } from '@fluentui/react-components';
import { keepPreviousData } from '@tanstack/react-query';
import { memo, useDeferredValue, useEffect, useMemo } from 'react';
import { useIntl } from 'react-intl';
import {
  getGetCommunicationHistoryQueryOptions,
  useGetCommunicationHistory,
} from '@/api/generated/communication/communication';
import { DataTable } from '@/components/data-table/data-table';
import { usePrefetchNextPage } from '@/components/data-table/use-prefetch-next-page';
import { useTableQuery } from '@/components/data-table/use-table-query';
import { LoadError } from '@/components/feedback/load-error';
import { PageContainer } from '@/components/layout/page-container';
import { errorMessage } from '@/lib/errors/error-message';
import { saveBlob, type SaveFile } from '@/utils/save-file';
import { historyColumns } from './history-columns';
import { HistoryEmpty } from './history-empty';
import { HistoryExport } from './history-export';
import { HistoryFilterForm } from './history-filters';
import { historyMessages as messages, totalMessage } from './history-messages';
import {
  HISTORY_DEFAULT_PAGE_SIZE,
  HISTORY_PAGE_SIZES,
  HISTORY_SORTS,
  historyFilterShape,
  historyParams,
} from './history-query';

// The screen shows its own progress and says the failure in place, with a retry.
const HISTORY_QUERY_META = { globalSpinner: false, ownErrors: ['server', 'network', 'timeout'] } as const;

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, minWidth: 0 },
  header: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
});

interface CommunicationHistoryProps {
  practiceId: string;
  /** Where the export goes; the browser's download by default (tests read what it gets). */
  saveFile?: SaveFile;
}

const useHistoryTable = () =>
  useTableQuery({
    sorts: HISTORY_SORTS,
    pageSizes: HISTORY_PAGE_SIZES,
    defaultPageSize: HISTORY_DEFAULT_PAGE_SIZE,
    filters: historyFilterShape,
  });

/** The history of the messages sent to a practice's patients, paged, sorted and filtered by the server. */
export const CommunicationHistory = ({ practiceId, saveFile = saveBlob }: CommunicationHistoryProps) => {
  // A page, a sort or a filter renders the screen as a transition, outside the click: the URL is
  // an external store, whose changes React renders at once, and at a front desk's speed the
  // screen's render held the click for 90 to 190 ms (docs/decisions/028-tables-render-outside-the-click.md).
  // The click's own render stops here: the view's props are still the previous ones.
  const current = useHistoryTable();
  // The read starts with the click's own render, not after the deferred one: the first time a
  // filter is applied, that render took about 350 ms at a front desk's speed before its query
  // asked the server (cold code). The deferred render then finds the answer on its way or there.
  usePrefetchNextPage(
    getGetCommunicationHistoryQueryOptions(
      practiceId,
      historyParams(current.filters, current.page, current.pageSize, current.sort),
      { query: { meta: HISTORY_QUERY_META } },
    ),
  );
  const table = useDeferredValue(current);
  return <HistoryView practiceId={practiceId} saveFile={saveFile} table={table} />;
};

interface HistoryViewProps {
  practiceId: string;
  saveFile: SaveFile;
  table: ReturnType<typeof useHistoryTable>;
}

const HistoryViewOf = ({ practiceId, saveFile, table }: HistoryViewProps) => {
  const intl = useIntl();
  const styles = useStyles();
  const { filters, page, pageSize, sort } = table;
  const params = historyParams(filters, page, pageSize, sort);
  const history = useGetCommunicationHistory(practiceId, params, {
    query: {
      // The page being left stays on screen, dimmed, until the next one arrives: no jump.
      placeholderData: keepPreviousData,
      meta: HISTORY_QUERY_META,
    },
  });
  const shown = history.data !== undefined && !history.isPlaceholderData;
  usePrefetchNextPage(
    shown && page < history.data.meta.totalPages
      ? getGetCommunicationHistoryQueryOptions(practiceId, historyParams(filters, page + 1, pageSize, sort), {
          query: { meta: HISTORY_QUERY_META },
        })
      : undefined,
  );
  const columns = useMemo(() => historyColumns(intl), [intl]);
  const data = history.data;
  const totalPages = data?.meta.totalPages ?? 0;
  const { setPage } = table;

  // A link to a page past the end (the list got shorter) shows the last page instead.
  useEffect(() => {
    if (!history.isPlaceholderData && totalPages > 0 && page > totalPages)
      setPage(totalPages, { replace: true });
  }, [history.isPlaceholderData, page, setPage, totalPages]);

  return (
    <PageContainer className={styles.page}>
      <div className={styles.header}>
        <Title1 as="h1">{intl.formatMessage(messages.title)}</Title1>
        <HistoryExport
          practiceId={practiceId}
          filters={filters}
          sort={sort}
          total={data === undefined || history.isPlaceholderData ? undefined : data.meta.totalItems}
          saveFile={saveFile}
        />
      </div>
      <HistoryFilterForm filters={filters} onApply={table.applyFilters} onClear={table.clearFilters} />
      {history.isError && (
        <LoadError
          message={errorMessage(history.error).descriptor}
          onRetry={history.refetch}
          retrying={history.isFetching}
        />
      )}
      {data === undefined && history.isPending && <Spinner label={intl.formatMessage(messages.loading)} />}
      {data !== undefined && !history.isError && (
        <>
          <Text role="status">{intl.formatMessage(totalMessage, { count: data.meta.totalItems })}</Text>
          <DataTable
            label={intl.formatMessage(messages.tableLabel)}
            columns={columns}
            rows={data.items}
            rowKey={(row) => row.id}
            sorts={HISTORY_SORTS}
            sort={sort}
            onSortChange={table.setSort}
            busy={history.isPlaceholderData}
            empty={<HistoryEmpty filters={filters} onClear={table.clearFilters} />}
            pager={{
              page,
              totalPages: data.meta.totalPages,
              pageSize,
              pageSizes: HISTORY_PAGE_SIZES,
              onPageChange: table.setPage,
              onPageSizeChange: table.setPageSize,
            }}
          />
        </>
      )}
    </PageContainer>
  );
};

const HistoryView = memo(HistoryViewOf);
