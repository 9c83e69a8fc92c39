import { defineMessage, defineMessages } from 'react-intl';

/** Messages with values are typed, so a missing or misspelt value fails the type check. */
export const practiceCountMessage = defineMessage<{ count: number }>({
  id: 'admin.practices.list.count',
  defaultMessage: '{count, plural, =0 {No practice} one {# practice} other {# practices}}',
  description: 'Number of practices matching the list, above the table',
});

export const pageOfMessage = defineMessage<{ page: number; totalPages: number }>({
  id: 'common.paging.pageOf',
  defaultMessage: 'Page {page} of {totalPages}',
  description: 'Current page of a paged list',
});

export const practiceListMessages = defineMessages({
  title: {
    id: 'admin.practices.list.title',
    defaultMessage: 'Practices',
    description: 'Heading of the administration page that lists the practices',
  },
  loading: {
    id: 'admin.practices.list.loading',
    defaultMessage: 'Loading the practices…',
    description: 'Spinner label while the practice list loads',
  },
  loadError: {
    id: 'admin.practices.list.loadError',
    defaultMessage: 'The practices could not be loaded. Please try again later.',
    description: 'Message shown when the practice list cannot be fetched',
  },
  columnName: {
    id: 'admin.practices.list.column.name',
    defaultMessage: 'Name',
    description: 'Column header: practice name',
  },
  columnCity: {
    id: 'admin.practices.list.column.city',
    defaultMessage: 'City',
    description: 'Column header: city of the practice',
  },
  columnProvince: {
    id: 'admin.practices.list.column.province',
    defaultMessage: 'Province',
    description: 'Column header: province of the practice',
  },
  columnCommunications: {
    id: 'admin.practices.list.column.communications',
    defaultMessage: 'Automated communications',
    description: 'Column header: whether the practice has the automated communications module',
  },
  yes: { id: 'common.yes', defaultMessage: 'Yes', description: 'Affirmative value in a table cell' },
  no: { id: 'common.no', defaultMessage: 'No', description: 'Negative value in a table cell' },
  unknownName: {
    id: 'admin.practices.list.unknownName',
    defaultMessage: 'unknown',
    description: 'Shown instead of the name of a practice that has none',
  },
  missingInformation: {
    id: 'admin.practices.list.missingInformation',
    defaultMessage: 'Missing information',
    description: 'Badge on a practice whose address or billing email is incomplete',
  },
  previousPage: {
    id: 'common.paging.previous',
    defaultMessage: 'Previous page',
    description: 'Button: go to the previous page of a list',
  },
  nextPage: {
    id: 'common.paging.next',
    defaultMessage: 'Next page',
    description: 'Button: go to the next page of a list',
  },
});

export const provinceMessages = defineMessages({
  quebec: { id: 'common.province.quebec', defaultMessage: 'Quebec', description: 'Province name' },
  ontario: { id: 'common.province.ontario', defaultMessage: 'Ontario', description: 'Province name' },
  'new-brunswick': {
    id: 'common.province.newBrunswick',
    defaultMessage: 'New Brunswick',
    description: 'Province name',
  },
});
