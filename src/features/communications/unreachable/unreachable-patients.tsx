import { makeStyles, Text, Title1, tokens } from '@fluentui/react-components';
import { keepPreviousData } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { useGetUnreachablePatients } from '@/api/generated/communication/communication';
import type { UnreachablePatient } from '@/api/generated/communication/model';
import { EmptyList } from '@/components/data-table/empty-list';
import { PagedList } from '@/components/data-table/paged-list';
import { usePager } from '@/components/data-table/use-pager';
import { useTableQuery } from '@/components/data-table/use-table-query';
import { PageContainer } from '@/components/layout/page-container';
import { errorMessage } from '@/lib/errors/error-message';
import { saveBlob, type SaveFile } from '@/utils/save-file';
import { useUnreachableColumns } from './unreachable-columns';
import { UnreachableExport } from './unreachable-export';
import { UnreachableFilterForm } from './unreachable-filters';
import { totalMessage, unreachableMessages as messages } from './unreachable-messages';
import {
  UNREACHABLE_DEFAULT_PAGE_SIZE,
  UNREACHABLE_PAGE_SIZES,
  unreachableFilterShape,
  unreachableParams,
  type UnreachablePractice,
} from './unreachable-query';

// The screen shows its own progress and says the failure in place, with a retry.
const QUERY_META = { globalSpinner: false, ownErrors: ['server', 'network', 'timeout'] } as const;

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, minWidth: 0 },
  header: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  intro: { maxWidth: '60rem' },
});

const rowKey = (row: UnreachablePatient) => row.patient.id;

interface UnreachablePatientsProps {
  practice: UnreachablePractice;
  /** Where the export goes; the browser's download by default (tests read what it gets). */
  saveFile?: SaveFile;
}

/**
 * The patients no automated message reaches, with why on each channel and what they will miss,
 * server-paged, the page and the filter in the URL: the front desk's list of files to correct.
 */
export const UnreachablePatients = ({ practice, saveFile = saveBlob }: UnreachablePatientsProps) => {
  const intl = useIntl();
  const styles = useStyles();
  const table = useTableQuery({
    pageSizes: UNREACHABLE_PAGE_SIZES,
    defaultPageSize: UNREACHABLE_DEFAULT_PAGE_SIZE,
    filters: unreachableFilterShape,
  });
  const { filters, page, pageSize } = table;
  const list = useGetUnreachablePatients(practice.id, unreachableParams(filters, page, pageSize), {
    // The page being left stays on screen, dimmed, until the next one arrives: no jump.
    query: { placeholderData: keepPreviousData, meta: QUERY_META },
  });
  const columns = useUnreachableColumns(practice.timezone);
  const data = list.data;
  const pager = usePager({
    table,
    totalPages: data?.meta.totalPages ?? 0,
    settled: !list.isPlaceholderData,
    pageSizes: UNREACHABLE_PAGE_SIZES,
  });

  return (
    <PageContainer className={styles.page}>
      <div className={styles.header}>
        <Title1 as="h1">{intl.formatMessage(messages.title)}</Title1>
        <Text className={styles.intro}>{intl.formatMessage(messages.intro)}</Text>
        <UnreachableExport
          practice={practice}
          filters={filters}
          total={data === undefined || list.isPlaceholderData ? undefined : data.meta.totalItems}
          saveFile={saveFile}
        />
      </div>
      <UnreachableFilterForm filters={filters} onApply={table.applyFilters} onClear={table.clearFilters} />
      <PagedList
        query={list}
        loadError={errorMessage(list.error).descriptor}
        loadingLabel={intl.formatMessage(messages.loading)}
        total={(count) => intl.formatMessage(totalMessage, { count })}
        label={intl.formatMessage(messages.tableLabel)}
        columns={columns}
        rowKey={rowKey}
        // Nobody unreachable is good news; nobody for a reason comes with the way back.
        empty={
          <EmptyList
            message={intl.formatMessage(filters.reason ? messages.noneForReason : messages.none)}
            clear={
              filters.reason
                ? { label: intl.formatMessage(messages.showAll), onClear: table.clearFilters }
                : undefined
            }
          />
        }
        pager={pager}
      />
    </PageContainer>
  );
};
