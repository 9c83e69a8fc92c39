import { Button, useRestoreFocusTarget } from '@fluentui/react-components';
import { useMemo } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import type { LapsingConsent } from '@/api/generated/consent/model';
import type { DataTableColumn } from '@/components/data-table/data-table';
import { StackedCell } from '@/components/data-table/stacked-cell';
import { channelLabels } from '@/i18n/communication-labels';
import { formatWrittenDate } from '@/i18n/format';
import {
  consentMessages as messages,
  fileNumberMessage,
  patientNameMessage,
  recordForMessage,
  recordMessages,
} from './consent-messages';

/**
 * A calendar day of the practice's (the server gives them in its zone, `YYYY-MM-DD`): written as
 * that very day, whatever the browser's zone, by reading it at UTC midnight in UTC.
 */
const practiceDay = (intl: IntlShape, day: string) =>
  formatWrittenDate(intl, day, { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' });

const lapsingColumns = (
  intl: IntlShape,
  onRecord: ((row: LapsingConsent) => void) | undefined,
  restoreFocus: ReturnType<typeof useRestoreFocusTarget>,
): DataTableColumn<LapsingConsent>[] => [
  {
    id: 'patient',
    header: intl.formatMessage(messages.columnPatient),
    wrap: 'anywhere',
    cell: ({ patient }) => (
      <StackedCell
        value={intl.formatMessage(patientNameMessage, patient)}
        detail={intl.formatMessage(fileNumberMessage, patient)}
      />
    ),
  },
  {
    id: 'lastVisit',
    header: intl.formatMessage(messages.columnLastVisit),
    wrap: true,
    // On a phone the day it lapses says enough.
    secondary: true,
    cell: (row) => practiceDay(intl, row.lastVisit),
  },
  {
    id: 'lapsesOn',
    header: intl.formatMessage(messages.columnLapsesOn),
    wrap: true,
    cell: (row) => practiceDay(intl, row.lapsesOn),
  },
  {
    id: 'channels',
    header: intl.formatMessage(messages.columnChannels),
    wrap: true,
    // On a phone the record button goes before them: its dialog shows the channels anyway.
    secondary: onRecord !== undefined,
    cell: (row) =>
      intl.formatList(
        row.channels.map((channel) => intl.formatMessage(channelLabels[channel])),
        { type: 'conjunction' },
      ),
  },
  ...(onRecord
    ? [
        {
          id: 'action',
          header: intl.formatMessage(messages.columnAction),
          wrap: true,
          cell: (row: LapsingConsent) => (
            <Button
              // The dialog, once closed, gives the focus back to the row's button.
              {...restoreFocus}
              size="small"
              aria-label={intl.formatMessage(recordForMessage, {
                name: intl.formatMessage(patientNameMessage, row.patient),
              })}
              onClick={() => onRecord(row)}
            >
              {intl.formatMessage(recordMessages.open)}
            </Button>
          ),
        },
      ]
    : []),
];

/** Patient (name, file number), last visit, lapses on, channels; for managers, the record button. */
export const useLapsingColumns = (onRecord: ((row: LapsingConsent) => void) | undefined) => {
  const intl = useIntl();
  const restoreFocus = useRestoreFocusTarget();
  return useMemo(() => lapsingColumns(intl, onRecord, restoreFocus), [intl, onRecord, restoreFocus]);
};
