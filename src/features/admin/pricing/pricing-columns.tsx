import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowDownloadRegular, DeleteRegular } from '@fluentui/react-icons';
import type { IntlShape } from 'react-intl';
import type { PricingFile } from '@/api/generated/pricing/model';
import type { DataTableColumn } from '@/components/data-table/data-table';
import { deleteLabelMessage, downloadLabelMessage, pricingMessages as messages } from './pricing-messages';
import { formatFileSize } from '@/components/forms/file-size';
import { formatWrittenDate } from '@/i18n/format';

export const useColumnStyles = makeStyles({
  actions: { display: 'flex', gap: tokens.spacingHorizontalS },
});

interface ColumnOptions {
  readOnly: boolean;
  /** The file being deleted, whose button waits. */
  deleting: string | undefined;
  onDownload: (file: PricingFile) => void;
  onDelete: (file: PricingFile) => void;
  actionsClassName: string;
}

/** Where each file is filed, what it is, and what can be done with it (download; delete unless read-only). */
export const pricingColumns = (
  intl: IntlShape,
  { readOnly, deleting, onDownload, onDelete, actionsClassName }: ColumnOptions,
): DataTableColumn<PricingFile>[] => [
  { id: 'year', header: intl.formatMessage(messages.columnYear), cell: (file) => String(file.year) },
  // Free texts of the upload form: they wrap, or a long one holds the table past its region.
  { id: 'group', header: intl.formatMessage(messages.columnGroup), wrap: true, cell: (file) => file.group },
  {
    id: 'provider',
    header: intl.formatMessage(messages.columnProvider),
    wrap: true,
    cell: (file) => file.provider,
  },
  {
    id: 'filename',
    header: intl.formatMessage(messages.columnFile),
    wrap: 'anywhere',
    cell: (file) => file.filename,
  },
  {
    id: 'size',
    header: intl.formatMessage(messages.columnSize),
    cell: (file) => formatFileSize(intl, file.size),
  },
  {
    id: 'uploadedAt',
    header: intl.formatMessage(messages.columnUploadedAt),
    cell: (file) => formatWrittenDate(intl, file.uploadedAt, { format: 'dateTime' }),
  },
  {
    id: 'actions',
    header: intl.formatMessage(messages.columnActions),
    cell: (file) => (
      <div className={actionsClassName}>
        <Button
          size="small"
          icon={<ArrowDownloadRegular />}
          aria-label={intl.formatMessage(downloadLabelMessage, { filename: file.filename })}
          onClick={() => onDownload(file)}
        >
          {intl.formatMessage(messages.download)}
        </Button>
        {!readOnly && (
          <Button
            size="small"
            icon={<DeleteRegular />}
            disabledFocusable={deleting === file.key}
            aria-label={intl.formatMessage(deleteLabelMessage, { filename: file.filename })}
            onClick={() => onDelete(file)}
          >
            {intl.formatMessage(messages.delete)}
          </Button>
        )}
      </div>
    ),
  },
];
