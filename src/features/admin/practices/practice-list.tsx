import { Button, makeStyles, Spinner, Text, tokens } from '@fluentui/react-components';
import { keepPreviousData } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useGetPractices } from '@/api/generated/practices/practices';
import { DataTable } from '@/components/data-table/data-table';
import { useTableQuery } from '@/components/data-table/use-table-query';
import { LoadError } from '@/components/feedback/load-error';
import { useVisuallyHiddenStyles } from '@/components/layout/visually-hidden';
import { hrefs } from '@/config/paths';
import { adminMessages } from '../shared/admin-messages';
import { useDetailHref } from '../shared/admin-master-detail';
import { practiceColumns, useColumnStyles } from './practice-list-columns';
import { PracticeListFilters } from './practice-list-filters';
import { practiceCountMessage, practiceListMessages as messages } from './practice-list-messages';
import {
  hasFilters,
  PRACTICE_PAGE_SIZES,
  PRACTICE_SORTS,
  practiceFilterShape,
  practiceParams,
} from './practice-list-query';

export const PRACTICES_PATH = hrefs.adminPractices();

const useStyles = makeStyles({
  empty: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    gap: tokens.spacingVerticalM,
    paddingBlock: tokens.spacingVerticalL,
  },
});

/** The practices, searched, filtered, sorted and paged by the server, all of it kept in the URL. */
export const PracticeList = ({ currentId }: { currentId?: string | undefined }) => {
  const intl = useIntl();
  const styles = useStyles();
  const columnStyles = { ...useColumnStyles(), ...useVisuallyHiddenStyles() };
  const detailHref = useDetailHref(PRACTICES_PATH);
  const table = useTableQuery({
    sorts: PRACTICE_SORTS,
    pageSizes: PRACTICE_PAGE_SIZES,
    filters: practiceFilterShape,
  });
  const { filters, page, pageSize, sort, setPage } = table;
  const list = useGetPractices(practiceParams(filters, page, pageSize, sort), {
    query: {
      // The page being left stays on screen, dimmed, until the next one arrives.
      placeholderData: keepPreviousData,
      // The list shows its own progress; a failure is said in place (with a retry) and, for
      // the server's, by the general snackbar too.
      meta: { globalSpinner: false },
    },
  });
  const columns = practiceColumns(intl, columnStyles, detailHref);
  const data = list.data;
  const totalPages = data?.meta.totalPages ?? 0;

  // A link to a page past the end (the list got shorter) shows the last page instead.
  useEffect(() => {
    if (!list.isPlaceholderData && totalPages > 0 && page > totalPages)
      setPage(totalPages, { replace: true });
  }, [list.isPlaceholderData, page, setPage, totalPages]);

  return (
    <>
      <PracticeListFilters
        filters={filters}
        sort={sort}
        onFilters={table.applyFilters}
        onSort={table.setSort}
        onClear={table.clearFilters}
      />
      {list.isError && (
        <LoadError message={messages.loadError} onRetry={list.refetch} retrying={list.isFetching} />
      )}
      {data === undefined && list.isPending && <Spinner label={intl.formatMessage(messages.loading)} />}
      {data !== undefined && !list.isError && (
        <>
          <Text role="status">
            {intl.formatMessage(practiceCountMessage, { count: data.meta.totalItems })}
          </Text>
          <DataTable
            label={intl.formatMessage(messages.title)}
            columns={columns}
            rows={data.items}
            rowKey={(row) => row.id}
            sorts={PRACTICE_SORTS}
            sort={sort}
            onSortChange={table.setSort}
            busy={list.isPlaceholderData}
            isCurrent={(row) => row.id === currentId}
            compact={currentId !== undefined}
            empty={
              <div className={styles.empty}>
                <Text>{intl.formatMessage(messages.noMatch)}</Text>
                {hasFilters(filters) && (
                  <Button onClick={table.clearFilters}>
                    {intl.formatMessage(adminMessages.clearFilters)}
                  </Button>
                )}
              </div>
            }
            pager={{
              // The page of the rows shown: while the next one loads (or waits for the
              // network), the pager does not claim it yet.
              page: data.meta.page,
              totalPages,
              pageSize,
              pageSizes: PRACTICE_PAGE_SIZES,
              onPageChange: table.setPage,
              onPageSizeChange: table.setPageSize,
            }}
          />
        </>
      )}
    </>
  );
};
