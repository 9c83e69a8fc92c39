import { makeStyles, tokens } from '@fluentui/react-components';
import { useMemo } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import type { Channel, UnreachablePatient } from '@/api/generated/communication/model';
import type { DataTableColumn } from '@/components/data-table/data-table';
import { formatWrittenDate } from '@/i18n/format';
import { unreachableReasonLabels } from '@/i18n/unreachable-labels';
import { unreachableCsvMessages as columnMessages } from '@/utils/unreachable-csv';
import {
  fileNumberMessage,
  unreachableMessages as messages,
  patientNameMessage,
  sinceMessage,
} from './unreachable-messages';

const useStyles = makeStyles({
  // A value and, under it, what qualifies it (the file number, since when), in a quieter tone.
  stack: { display: 'flex', flexDirection: 'column', paddingBlock: tokens.spacingVerticalXS },
  detail: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
});

type Styles = ReturnType<typeof useStyles>;

/** Days as the practice lives them, whatever the browser's zone. */
const practiceDay = (intl: IntlShape, instant: string, timeZone: string) =>
  formatWrittenDate(intl, instant, { year: 'numeric', month: 'short', day: 'numeric', timeZone });

const channelCell = (intl: IntlShape, styles: Styles, timeZone: string, channel: Channel) => {
  const ChannelCell = (row: UnreachablePatient) => {
    const entry = row.channels.find((candidate) => candidate.channel === channel);
    if (!entry) return null;
    return (
      <span className={styles.stack}>
        <span>{intl.formatMessage(unreachableReasonLabels[entry.reason])}</span>
        {entry.since && (
          <span className={styles.detail}>
            {intl.formatMessage(sinceMessage, { date: practiceDay(intl, entry.since, timeZone) })}
          </span>
        )}
      </span>
    );
  };
  return ChannelCell;
};

const unreachableColumns = (
  intl: IntlShape,
  styles: Styles,
  timeZone: string,
): DataTableColumn<UnreachablePatient>[] => [
  {
    id: 'patient',
    header: intl.formatMessage(messages.columnPatient),
    // Names as the practice's system holds them: a long one wraps rather than widen the table.
    wrap: 'anywhere',
    cell: ({ patient }) => (
      <span className={styles.stack}>
        <span>{intl.formatMessage(patientNameMessage, patient)}</span>
        <span className={styles.detail}>{intl.formatMessage(fileNumberMessage, patient)}</span>
      </span>
    ),
  },
  {
    id: 'sms',
    header: intl.formatMessage(columnMessages.sms),
    wrap: true,
    cell: channelCell(intl, styles, timeZone, 'SMS'),
  },
  {
    id: 'email',
    header: intl.formatMessage(columnMessages.email),
    wrap: true,
    cell: channelCell(intl, styles, timeZone, 'EMAIL'),
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
  const styles = useStyles();
  return useMemo(() => unreachableColumns(intl, styles, timeZone), [intl, styles, timeZone]);
};
