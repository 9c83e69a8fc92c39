import { defineMessages } from 'react-intl';

/** Texts every administration screen shares (`admin.shared.`, in the admin catalogue area). */
export const adminMessages = defineMessages({
  readOnly: {
    id: 'admin.shared.readOnly',
    defaultMessage: 'Read-only access: you can consult everything here, but not change it.',
    description: 'Notice on every administration screen for a read-only system administrator',
  },
  search: {
    id: 'admin.shared.search',
    defaultMessage: 'Search',
    description: 'Label of the search box above an administration list',
  },
  backToList: {
    id: 'admin.shared.backToList',
    defaultMessage: 'Back to the list',
    description: 'Link from the detail of an item back to the administration list it was opened from',
  },
  close: {
    id: 'admin.shared.close',
    defaultMessage: 'Close the detail',
    description: 'Button that closes the detail panel shown beside an administration list',
  },
  clearFilters: {
    id: 'admin.shared.clearFilters',
    defaultMessage: 'Clear the filters',
    description: 'Button that removes every filter and the search of an administration list',
  },
  any: {
    id: 'admin.shared.any',
    defaultMessage: 'All',
    description: 'Option of an administration list filter that keeps every item (no filtering)',
  },
  yes: {
    id: 'admin.shared.yes',
    defaultMessage: 'Yes',
    description: 'A yes/no value in an administration table or filter',
  },
  no: {
    id: 'admin.shared.no',
    defaultMessage: 'No',
    description: 'A yes/no value in an administration table or filter',
  },
  notFound: {
    id: 'admin.shared.notFound',
    defaultMessage: 'This item does not exist, or no longer exists.',
    description: 'Detail panel of an administration list when the id of the address matches nothing (404)',
  },
});
