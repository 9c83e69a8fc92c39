import type { IntlShape } from 'react-intl';
import type { CommunicationHistoryEntry } from '@/api/generated/communication/model';
import type { DataTableColumn } from '@/components/data-table/data-table';
import { channelLabels, kindLabels, languageLabels } from '@/i18n/communication-labels';
import { historyColumnMessages as messages } from '@/utils/history-csv-messages';
import { entryStatusLabel } from '@/utils/history-outcome-labels';
import { formatWrittenDate } from '@/i18n/format';

/**
 * The columns of SPEC §2 in its order, then the delivery status (its outcome, with a failure's
 * reason) and the masked destination.
 * Column ids are the contract's sort fields where it sorts on them. The longer ones wrap: on one
 * line each, the nine columns did not fit 1280 px in French and the window cut the last.
 */
export const historyColumns = (intl: IntlShape): DataTableColumn<CommunicationHistoryEntry>[] => [
  {
    id: 'fileNumber',
    header: intl.formatMessage(messages.columnFileNumber),
    wrap: true,
    cell: (row) => row.fileNumber,
  },
  // Names as the practice's system holds them, up to 100 characters: on one line, a long one
  // held the table hundreds of pixels past its region.
  {
    id: 'firstName',
    header: intl.formatMessage(messages.columnFirstName),
    wrap: 'anywhere',
    cell: (row) => row.firstName,
  },
  {
    id: 'lastName',
    header: intl.formatMessage(messages.columnLastName),
    wrap: 'anywhere',
    cell: (row) => row.lastName,
  },
  {
    id: 'language',
    header: intl.formatMessage(messages.columnLanguage),
    cell: (row) => intl.formatMessage(languageLabels[row.language]),
  },
  {
    id: 'kind',
    wrap: true,
    header: intl.formatMessage(messages.columnKind),
    cell: (row) => intl.formatMessage(kindLabels[row.kind]),
  },
  {
    id: 'sentAt',
    wrap: true,
    header: intl.formatMessage(messages.columnSentAt),
    cell: (row) => formatWrittenDate(intl, row.sentAt, { format: 'dateTime' }),
  },
  {
    id: 'channel',
    header: intl.formatMessage(messages.columnChannel),
    cell: (row) => intl.formatMessage(channelLabels[row.channel]),
  },
  {
    id: 'status',
    wrap: true,
    header: intl.formatMessage(messages.columnStatus),
    cell: (row) => intl.formatMessage(entryStatusLabel(row)),
  },
  {
    id: 'destination',
    wrap: true,
    header: intl.formatMessage(messages.columnDestination),
    cell: (row) => row.destination,
  },
];
