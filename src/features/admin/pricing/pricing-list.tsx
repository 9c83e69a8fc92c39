import { Button, makeStyles, Text, tokens } from '@fluentui/react-components';
import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import type { PricingFile } from '@/api/generated/pricing/model';
import { DataTable } from '@/components/data-table/data-table';
import { adminMessages } from '../shared/admin-messages';
import { pricingColumns, useColumnStyles } from './pricing-columns';
import { pricingCountMessage, pricingMessages as messages } from './pricing-messages';
import {
  hasPricingFilters,
  pageOf,
  PRICING_PAGE_SIZES,
  type PricingFilters,
  type PricingTable,
} from './pricing-query';
import type { SaveFile } from '@/utils/save-file';
import { usePricingActions } from './use-pricing-actions';

const useStyles = makeStyles({
  empty: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    gap: tokens.spacingVerticalM,
    paddingBlock: tokens.spacingVerticalXL,
  },
  count: { outlineStyle: 'none' },
});

interface PricingListProps {
  files: readonly PricingFile[];
  /** The next filters' files are on their way: the ones shown are the previous ones. */
  stale: boolean;
  table: PricingTable;
  readOnly: boolean;
  saveFile: SaveFile;
}

/** How many files the filters found, and a page of them with their actions. */
export const PricingList = ({ files, stale, table, readOnly, saveFile }: PricingListProps) => {
  const intl = useIntl();
  const styles = useStyles();
  const columnStyles = useColumnStyles();
  const count = useRef<HTMLSpanElement>(null);
  // The deleted row's button is gone: the focus goes to the count, which says what is left.
  const { download, askToDelete, deleting } = usePricingActions(saveFile, () => count.current?.focus());
  const { page, pageSize, filters, setPage } = table;
  const totalPages = Math.max(1, Math.ceil(files.length / pageSize));

  // A page past the end (a deletion, an old link) shows the last page instead.
  useEffect(() => {
    if (!stale && page > totalPages) setPage(totalPages, { replace: true });
  }, [page, setPage, stale, totalPages]);

  const columns = pricingColumns(intl, {
    readOnly,
    deleting,
    onDownload: (file) => void download(file),
    onDelete: (file) => void askToDelete(file),
    actionsClassName: columnStyles.actions,
  });

  return (
    <>
      <Text role="status" ref={count} tabIndex={-1} className={styles.count}>
        {intl.formatMessage(pricingCountMessage, { count: files.length })}
      </Text>
      <DataTable
        label={intl.formatMessage(messages.tableLabel)}
        columns={columns}
        rows={pageOf(files, page, pageSize)}
        rowKey={(file) => file.key}
        busy={stale}
        empty={<PricingEmpty filters={filters} onClear={table.clearFilters} className={styles.empty} />}
        pager={{
          page,
          totalPages,
          pageSize,
          pageSizes: PRICING_PAGE_SIZES,
          onPageChange: setPage,
          onPageSizeChange: table.setPageSize,
        }}
      />
    </>
  );
};

const PricingEmpty = ({
  filters,
  onClear,
  className,
}: {
  filters: PricingFilters;
  onClear: () => void;
  className: string;
}) => {
  const intl = useIntl();
  const filtered = hasPricingFilters(filters);
  return (
    <div className={className}>
      <Text>{intl.formatMessage(filtered ? messages.noMatch : messages.noFile)}</Text>
      {filtered && <Button onClick={onClear}>{intl.formatMessage(adminMessages.clearFilters)}</Button>}
    </div>
  );
};
