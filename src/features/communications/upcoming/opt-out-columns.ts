import type { IntlShape } from 'react-intl';
import type { OptOut } from '@/api/generated/communication/model';
import type { DataTableColumn } from '@/components/data-table/data-table';
import { answeredMessage, optOutMessages as messages } from './opt-out-messages';
import { channelLabels } from '@/i18n/communication-labels';
import { patientMessage } from './upcoming-messages';
import { formatZonedDay, type DayOptions } from './zoned-format';

/** Patient, file number, channel, day (the practice's) and how, in words. */
export const optOutColumns = (
  intl: IntlShape,
  timeZone: string,
  today: string,
): DataTableColumn<OptOut>[] => {
  const day: DayOptions = { today, year: true };
  return [
    {
      id: 'patient',
      header: intl.formatMessage(messages.columnPatient),
      cell: (row) => intl.formatMessage(patientMessage, row.patient),
    },
    {
      id: 'fileNumber',
      header: intl.formatMessage(messages.columnFileNumber),
      cell: (row) => row.patient.fileNumber,
    },
    {
      id: 'channel',
      header: intl.formatMessage(messages.columnChannel),
      cell: (row) => intl.formatMessage(channelLabels[row.channel]),
    },
    {
      id: 'at',
      header: intl.formatMessage(messages.columnDate),
      cell: (row) => formatZonedDay(intl, row.at, timeZone, day),
    },
    {
      id: 'how',
      header: intl.formatMessage(messages.columnHow),
      cell: (row) =>
        row.channel === 'EMAIL'
          ? intl.formatMessage(messages.unsubscribed)
          : row.keyword
            ? intl.formatMessage(answeredMessage, { keyword: row.keyword })
            : intl.formatMessage(messages.stoppedSms),
    },
  ];
};
