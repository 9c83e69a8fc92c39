import { defineMessages } from 'react-intl';

/** The words of every export action, whichever screen it is on. */
export const exportMessages = defineMessages({
  toCsv: {
    id: 'common.export.toCsv',
    defaultMessage: 'Export to CSV',
    description: 'Button that downloads what a screen shows (a table, a filtered list) as a CSV file',
  },
  preparing: {
    id: 'common.export.preparing',
    defaultMessage: 'Preparing the file…',
    description: 'Label of an export button while the server prepares the CSV file',
  },
});
