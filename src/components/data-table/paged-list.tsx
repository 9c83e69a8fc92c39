import { Spinner, Text } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import type { MessageDescriptor } from 'react-intl';
import { LoadError } from '@/components/feedback/load-error';
import { DataTable, type DataTableColumn } from './data-table';
import type { PagerProps } from './data-table-pager';

/** What a list needs of its page's query (a TanStack query of a page with `meta.totalItems`). */
interface PageQuery<Row> {
  data?: { items: Row[]; meta: { totalItems: number } } | undefined;
  isError: boolean;
  isPending: boolean;
  isFetching: boolean;
  isPlaceholderData: boolean;
  refetch: () => unknown;
}

interface PagedListProps<Row> {
  query: PageQuery<Row>;
  /** Said in place, with a retry, when the page could not be loaded. */
  loadError: MessageDescriptor;
  loadingLabel: string;
  /** The count above the table ("12 patients"). */
  total: (count: number) => string;
  /** Names the table and the region that scrolls it. */
  label: string;
  columns: readonly DataTableColumn<Row>[];
  rowKey: (row: Row) => string;
  empty: ReactNode;
  pager: PagerProps;
}

/**
 * A server-paged list in the server's order, below its filters: its progress the first time,
 * the failure in place with a retry, then the count (a status, announced) and the table.
 */
export const PagedList = <Row,>({ query, loadError, loadingLabel, total, ...table }: PagedListProps<Row>) => {
  const { data } = query;
  return (
    <>
      {query.isError && <LoadError message={loadError} onRetry={query.refetch} retrying={query.isFetching} />}
      {data === undefined && query.isPending && <Spinner label={loadingLabel} />}
      {data !== undefined && !query.isError && (
        <>
          <Text role="status">{total(data.meta.totalItems)}</Text>
          <DataTable {...table} rows={data.items} busy={query.isPlaceholderData} />
        </>
      )}
    </>
  );
};
