import { Button, makeStyles, Spinner, Text, tokens } from '@fluentui/react-components';
import { keepPreviousData } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useGetUsers } from '@/api/generated/users/users';
import { DataTable } from '@/components/data-table/data-table';
import { useTableQuery } from '@/components/data-table/use-table-query';
import { LoadError } from '@/components/feedback/load-error';
import { adminMessages } from '../shared/admin-messages';
import { useDetailHref } from '../shared/admin-master-detail';
import { CreateUserDialog } from './create-user-dialog';
import { userColumns } from './user-columns';
import { userAdminMessages as messages, userCountMessage } from './user-admin-messages';
import { UserListFilters } from './user-list-filters';
import {
  hasUserFilters,
  USER_PAGE_SIZES,
  USER_SORTS,
  userFilterShape,
  userListParams,
} from './user-list-query';

export const USERS_PATH = '/admin/users';

const NO_SORTS: readonly (typeof USER_SORTS)[number][] = [];

const useStyles = makeStyles({
  bar: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalM,
  },
  empty: { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: tokens.spacingVerticalS },
});

interface UserListProps {
  /** The user whose details are open, marked in the table. */
  currentId: string | undefined;
  readOnly: boolean;
}

/** The users, searched, filtered and paged by the server; page, size and filters live in the URL. */
export const UserList = ({ currentId, readOnly }: UserListProps) => {
  const intl = useIntl();
  const styles = useStyles();
  const table = useTableQuery({ sorts: USER_SORTS, pageSizes: USER_PAGE_SIZES, filters: userFilterShape });
  const { filters, page, pageSize, setPage } = table;
  const users = useGetUsers(userListParams(filters, page, pageSize), {
    query: {
      // The page being left stays, dimmed, until the next one arrives.
      placeholderData: keepPreviousData,
      meta: { globalSpinner: false, ownErrors: ['server', 'network', 'timeout', 'contract'] },
    },
  });
  const detailHref = useDetailHref(USERS_PATH);
  const columns = useMemo(() => userColumns(intl, detailHref), [intl, detailHref]);
  const data = users.data;
  const totalPages = data?.meta.totalPages ?? 0;

  // A link to a page past the end (the list got shorter) shows the last page instead.
  useEffect(() => {
    if (!users.isPlaceholderData && totalPages > 0 && page > totalPages)
      setPage(totalPages, { replace: true });
  }, [users.isPlaceholderData, page, setPage, totalPages]);

  return (
    <>
      <UserListFilters filters={filters} onChange={table.applyFilters} onClear={table.clearFilters} />
      <div className={styles.bar}>
        {data && !users.isError ? (
          <Text role="status">{intl.formatMessage(userCountMessage, { count: data.meta.totalItems })}</Text>
        ) : (
          <span />
        )}
        {!readOnly && <CreateUserDialog detailHref={detailHref} />}
      </div>
      {users.isError && (
        <LoadError message={messages.loadError} onRetry={users.refetch} retrying={users.isFetching} />
      )}
      {data === undefined && users.isPending && <Spinner label={intl.formatMessage(messages.loading)} />}
      {data !== undefined && !users.isError && (
        <DataTable
          label={intl.formatMessage(messages.tableLabel)}
          columns={columns}
          rows={data.items}
          rowKey={(user) => user.id}
          sorts={NO_SORTS}
          sort={table.sort}
          onSortChange={table.setSort}
          busy={users.isPlaceholderData}
          isCurrent={(user) => user.id === currentId}
          compact={currentId !== undefined}
          empty={
            <div className={styles.empty}>
              <Text>{intl.formatMessage(messages.empty)}</Text>
              {hasUserFilters(filters) && (
                <Button onClick={table.clearFilters}>{intl.formatMessage(adminMessages.clearFilters)}</Button>
              )}
            </div>
          }
          pager={{
            page,
            totalPages: data.meta.totalPages,
            pageSize,
            pageSizes: USER_PAGE_SIZES,
            onPageChange: setPage,
            onPageSizeChange: table.setPageSize,
          }}
        />
      )}
    </>
  );
};
