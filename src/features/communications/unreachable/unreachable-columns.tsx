import { useMemo } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import type { Channel, UnreachablePatient } from '@/api/generated/communication/model';
import type { DataTableColumn } from '@/components/data-table/data-table';
import { StackedCell } from '@/components/data-table/stacked-cell';
import { formatWrittenDate } from '@/i18n/format';
import { unreachableReasonLabels } from '@/i18n/unreachable-labels';
import { unreachableCsvMessages as columnMessages } from '@/utils/unreachable-csv';
import {
  fileNumberMessage,
  unreachableMessages as messages,
  patientNameMessage,
  sinceMessage,
} from './unreachable-messages';

/** Days as the practice lives them, whatever the browser's zone. */
const practiceDay = (intl: IntlShape, instant: string, timeZone: string) =>
  formatWrittenDate(intl, instant, { year: 'numeric', month: 'short', day: 'numeric', timeZone });

const channelCell = (intl: IntlShape, timeZone: string, channel: Channel) => {
  const ChannelCell = (row: UnreachablePatient) => {
    const entry = row.channels.find((candidate) => candidate.channel === channel);
    if (!entry) return null;
    return (
      <StackedCell
        value={intl.formatMessage(unreachableReasonLabels[entry.reason])}
        detail={
          entry.since && intl.formatMessage(sinceMessage, { date: practiceDay(intl, entry.since, timeZone) })
        }
      />
    );
  };
  return ChannelCell;
};

const unreachableColumns = (intl: IntlShape, timeZone: string): DataTableColumn<UnreachablePatient>[] => [
  {
    id: 'patient',
    header: intl.formatMessage(messages.columnPatient),
    // Names as the practice's system holds them: a long one wraps rather than widen the table.
    wrap: 'anywhere',
    cell: ({ patient }) => (
      <StackedCell
        value={intl.formatMessage(patientNameMessage, patient)}
        detail={intl.formatMessage(fileNumberMessage, patient)}
      />
    ),
  },
  {
    id: 'sms',
    header: intl.formatMessage(columnMessages.sms),
    wrap: true,
    cell: channelCell(intl, timeZone, 'SMS'),
  },
  {
    id: 'email',
    header: intl.formatMessage(columnMessages.email),
    wrap: true,
    cell: channelCell(intl, timeZone, 'EMAIL'),
  },
  {
    id: 'missed',
    header: intl.formatMessage(columnMessages.missed),
    wrap: true,
    cell: (row) => intl.formatNumber(row.missedMessages, { format: 'integer' }),
  },
  {
    id: 'nextMissed',
    header: intl.formatMessage(columnMessages.nextMissed),
    wrap: true,
    // On a phone the count says enough; the day waits for a wider screen or the export.
    secondary: true,
    cell: (row) =>
      row.nextMissedAt
        ? formatWrittenDate(intl, row.nextMissedAt, {
            year: 'numeric',
            month: 'short',
            day: 'numeric',
            hour: 'numeric',
            minute: '2-digit',
            timeZone,
          })
        : intl.formatMessage(messages.noneMissed),
  },
];

/** Patient (name, file number), why on SMS and on email (since when), what they will miss. */
export const useUnreachableColumns = (timeZone: string) => {
  const intl = useIntl();
  return useMemo(() => unreachableColumns(intl, timeZone), [intl, timeZone]);
};
