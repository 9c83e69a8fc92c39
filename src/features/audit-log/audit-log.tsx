import {
  makeStyles,
  MessageBar,
  MessageBarBody,
  Spinner,
  Text,
  Title1,
  tokens,
} from '@fluentui/react-components';
import { keepPreviousData } from '@tanstack/react-query';
import { memo, useDeferredValue } from 'react';
import { useIntl } from 'react-intl';
import { isApiError } from '@/api/api-error';
import { getGetAuditLogQueryOptions, useGetAuditLog } from '@/api/generated/audit/audit';
import type { AuditEntry } from '@/api/generated/audit/model';
import { DataTable } from '@/components/data-table/data-table';
import { EmptyList } from '@/components/data-table/empty-list';
import { usePager } from '@/components/data-table/use-pager';
import { usePrefetchNextPage } from '@/components/data-table/use-prefetch-next-page';
import { useTableQuery } from '@/components/data-table/use-table-query';
import { LoadError } from '@/components/feedback/load-error';
import { PageContainer } from '@/components/layout/page-container';
import { errorMessage } from '@/lib/errors/error-message';
import { saveBlob, type SaveFile } from '@/utils/save-file';
import { useAuditColumns } from './audit-log-columns';
import { AuditLogExport } from './audit-log-export';
import { filterMessages } from './audit-log-filter-messages';
import { AuditLogFilters, type PracticeFilter } from './audit-log-filters';
import { auditLogMessages as messages, totalMessage } from './audit-log-messages';
import {
  AUDIT_DEFAULT_PAGE_SIZE,
  AUDIT_PAGE_SIZES,
  AUDIT_SORTS,
  auditFilterShape,
  auditParams,
  hasFilters,
} from './audit-log-query';

// The screen shows its own progress and says the failure in place: a refusal as words, the
// others with a retry.
const QUERY_META = {
  globalSpinner: false,
  ownErrors: ['server', 'network', 'timeout', 'forbidden', 'not-found'],
} as const;

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, minWidth: 0 },
  header: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  intro: { maxWidth: '60rem' },
});

const rowKey = (row: AuditEntry) => row.id;

export interface AuditLogProps {
  /**
   * The practice page's practice: only its entries, and no practice column or filter. Without
   * it (the administration page) every entry the caller may read, with a practice filter.
   */
  practiceId?: string | undefined;
  /** The caller's role may not read the log: the page says so without asking the server. */
  forbidden?: boolean;
  /** Where the export goes; the browser's download by default (tests read what it gets). */
  saveFile?: SaveFile;
  /** The administration page's filter on one practice (audit-practice-filter.tsx). */
  practiceFilter?: PracticeFilter | undefined;
}

const useAuditTable = () =>
  useTableQuery({
    sorts: AUDIT_SORTS,
    pageSizes: AUDIT_PAGE_SIZES,
    defaultPageSize: AUDIT_DEFAULT_PAGE_SIZE,
    filters: auditFilterShape,
  });

/** The practice a view reads: the page's own, or the administration page's filter. */
const scopeOf = (practiceId: string | undefined, table: ReturnType<typeof useAuditTable>) =>
  practiceId ?? table.filters.practiceId;

/**
 * Who did what through the portal, server-paged, sorted and filtered, its view in the URL. As the
 * history does, a page, a sort or a filter renders outside the click (the view is deferred) and
 * its read starts with the click (docs/decisions/028-tables-render-outside-the-click.md).
 */
export const AuditLog = ({
  practiceId,
  forbidden = false,
  saveFile = saveBlob,
  practiceFilter,
}: AuditLogProps) => {
  const current = useAuditTable();
  usePrefetchNextPage(
    forbidden
      ? undefined
      : getGetAuditLogQueryOptions(
          auditParams(
            current.filters,
            scopeOf(practiceId, current),
            current.page,
            current.pageSize,
            current.sort,
          ),
          { query: { meta: QUERY_META } },
        ),
  );
  const table = useDeferredValue(current);
  return (
    <AuditLogView
      practiceId={practiceId}
      forbidden={forbidden}
      saveFile={saveFile}
      table={table}
      practiceFilter={practiceFilter}
    />
  );
};

interface AuditLogViewProps {
  practiceId: string | undefined;
  practiceFilter: PracticeFilter | undefined;
  forbidden: boolean;
  saveFile: SaveFile;
  table: ReturnType<typeof useAuditTable>;
}

const AuditLogViewOf = ({ practiceId, forbidden, saveFile, table, practiceFilter }: AuditLogViewProps) => {
  const intl = useIntl();
  const styles = useStyles();
  const admin = practiceId === undefined;
  const { filters, page, pageSize, sort } = table;
  const scope = scopeOf(practiceId, table);
  const log = useGetAuditLog(auditParams(filters, scope, page, pageSize, sort), {
    // The page being left stays on screen, dimmed, until the next one arrives: no jump.
    query: { enabled: !forbidden, placeholderData: keepPreviousData, meta: QUERY_META },
  });
  const data = log.data;
  const shown = data !== undefined && !log.isPlaceholderData;
  usePrefetchNextPage(
    shown && page < data.meta.totalPages
      ? getGetAuditLogQueryOptions(auditParams(filters, scope, page + 1, pageSize, sort), {
          query: { meta: QUERY_META },
        })
      : undefined,
  );
  const columns = useAuditColumns(admin);
  const pager = usePager({
    table,
    totalPages: data?.meta.totalPages ?? 0,
    settled: !log.isPlaceholderData,
    pageSizes: AUDIT_PAGE_SIZES,
  });
  const refused = forbidden || (isApiError(log.error) && log.error.kind === 'forbidden');

  return (
    <PageContainer className={styles.page}>
      <div className={styles.header}>
        <Title1 as="h1">{intl.formatMessage(messages.title)}</Title1>
        <Text className={styles.intro}>
          {intl.formatMessage(admin ? messages.adminIntro : messages.practiceIntro)}
        </Text>
        {!refused && (
          <AuditLogExport
            filters={filters}
            practiceId={scope}
            sort={sort}
            total={shown ? data.meta.totalItems : undefined}
            saveFile={saveFile}
          />
        )}
      </div>
      {refused ? (
        <MessageBar intent="warning">
          <MessageBarBody>{intl.formatMessage(messages.forbidden)}</MessageBarBody>
        </MessageBar>
      ) : (
        <>
          <AuditLogFilters
            filters={filters}
            onApply={table.applyFilters}
            onClear={table.clearFilters}
            practiceFilter={practiceFilter}
          />
          {log.isError && (
            <LoadError
              message={errorMessage(log.error).descriptor}
              onRetry={log.refetch}
              retrying={log.isFetching}
            />
          )}
          {data === undefined && log.isPending && <Spinner label={intl.formatMessage(messages.loading)} />}
          {data !== undefined && !log.isError && (
            <>
              <Text role="status">{intl.formatMessage(totalMessage, { count: data.meta.totalItems })}</Text>
              <DataTable
                label={intl.formatMessage(messages.tableLabel)}
                columns={columns}
                rows={data.items}
                rowKey={rowKey}
                sorts={AUDIT_SORTS}
                sort={sort}
                onSortChange={table.setSort}
                busy={log.isPlaceholderData}
                empty={
                  <EmptyList
                    message={intl.formatMessage(hasFilters(filters) ? messages.noMatch : messages.none)}
                    clear={
                      hasFilters(filters)
                        ? { label: intl.formatMessage(filterMessages.clear), onClear: table.clearFilters }
                        : undefined
                    }
                  />
                }
                pager={pager}
              />
            </>
          )}
        </>
      )}
    </PageContainer>
  );
};

const AuditLogView = memo(AuditLogViewOf);
