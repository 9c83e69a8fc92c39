import { defineMessages } from 'react-intl';

export const historyExportMessages = defineMessages({
  nothingToExport: {
    id: 'communications.history.export.nothingToExport',
    defaultMessage: 'No message matches the filters: there is nothing to export.',
    description: 'Why the export button is disabled: the filters find no message',
  },
  allMatching: {
    id: 'communications.history.export.allMatching',
    defaultMessage: 'Every message matching the filters, in the order shown, not only this page.',
    description: 'Hint of the export button: what the CSV file holds',
  },
  failed: {
    id: 'communications.history.export.failed',
    defaultMessage: 'The file could not be prepared. Check your connection and try again.',
    description: 'Message shown in place when the CSV export of the history failed, above a retry button',
  },
});
