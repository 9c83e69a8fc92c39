import { defineMessage, defineMessages } from 'react-intl';

export const pageOfTotalMessage = defineMessage<{ page: number; totalPages: number }>({
  id: 'common.paging.table.pageOfTotal',
  defaultMessage: 'Page {page, number} of {totalPages, number}',
  description: 'Current page of a paged table, between the page buttons',
});

// Under common.paging: the shell's catalogue area, which every signed-in screen has loaded.
export const dataTableMessages = defineMessages({
  pageSize: {
    id: 'common.paging.table.pageSize',
    defaultMessage: 'Rows per page',
    description: 'Label of the list that chooses how many rows a page of a table shows',
  },
  first: {
    id: 'common.paging.table.first',
    defaultMessage: 'First page',
    description: 'Button: go to the first page of a table',
  },
  previous: {
    id: 'common.paging.table.previous',
    defaultMessage: 'Previous page',
    description: 'Button: go to the previous page of a table',
  },
  next: {
    id: 'common.paging.table.next',
    defaultMessage: 'Next page',
    description: 'Button: go to the next page of a table',
  },
  last: {
    id: 'common.paging.table.last',
    defaultMessage: 'Last page',
    description: 'Button: go to the last page of a table',
  },
  pager: {
    id: 'common.paging.table.pager',
    defaultMessage: 'Pages',
    description: 'Accessible name of the group of page buttons under a table',
  },
  loading: {
    id: 'common.paging.table.loading',
    defaultMessage: 'Loading…',
    description: 'Shown above a table while the next page or sort loads (the previous page stays shown)',
  },
});
