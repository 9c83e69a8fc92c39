import { defineMessages } from 'react-intl';

export const historyExportMessages = defineMessages({
  fileName: {
    id: 'communications.history.export.fileName',
    defaultMessage: 'communication-history',
    description:
      'Start of the name of the exported CSV file of the history, before its dates: lower case, words joined by hyphens, no accents or spaces',
  },
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
