import { defineMessage, defineMessages } from 'react-intl';

/** Messages with values are typed, so a missing or misspelt value fails the type check. */
export const practiceCountMessage = defineMessage<{ count: number }>({
  id: 'admin.practices.list.count',
  defaultMessage: '{count, plural, =0 {No practice} one {# practice} other {# practices}}',
  description: 'Number of practices matching the list, above the table',
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
  searchPlaceholder: {
    id: 'admin.practices.list.searchPlaceholder',
    defaultMessage: 'Name or city',
    description: 'Placeholder of the search box of the practice list: what it searches',
  },
  filters: {
    id: 'admin.practices.list.filters',
    defaultMessage: 'Filters',
    description: 'Accessible name of the group of filters above the practice list',
  },
  filterProvince: {
    id: 'admin.practices.list.filter.province',
    defaultMessage: 'Province',
    description: 'Label of the filter keeping the practices of one province',
  },
  filterModule: {
    id: 'admin.practices.list.filter.module',
    defaultMessage: 'Active module',
    description: 'Label of the filter keeping the practices where a module (e.g. Analytik) is active',
  },
  filterInformation: {
    id: 'admin.practices.list.filter.information',
    defaultMessage: 'Required information',
    description: 'Label of the filter on whether the practice has all its required information',
  },
  informationMissing: {
    id: 'admin.practices.list.filter.information.missing',
    defaultMessage: 'Missing',
    description: 'Option of the required-information filter: practices missing some of it',
  },
  informationComplete: {
    id: 'admin.practices.list.filter.information.complete',
    defaultMessage: 'Complete',
    description: 'Option of the required-information filter: practices with all of it',
  },
  filterDeploymentGroup: {
    id: 'admin.practices.list.filter.deploymentGroup',
    defaultMessage: 'Deployment group',
    description: 'Label of the filter keeping the practices released through one deployment group',
  },
  sortBy: {
    id: 'admin.practices.list.sortBy',
    defaultMessage: 'Sort by',
    description: 'Label of the list choosing the order of the practices',
  },
  sortNameAsc: {
    id: 'admin.practices.list.sort.nameAsc',
    defaultMessage: 'Name, A to Z',
    description: 'Sort option of the practice list',
  },
  sortNameDesc: {
    id: 'admin.practices.list.sort.nameDesc',
    defaultMessage: 'Name, Z to A',
    description: 'Sort option of the practice list',
  },
  sortCityAsc: {
    id: 'admin.practices.list.sort.cityAsc',
    defaultMessage: 'City, A to Z',
    description: 'Sort option of the practice list',
  },
  sortSyncDesc: {
    id: 'admin.practices.list.sort.lastSynchronisationDesc',
    defaultMessage: 'Last synchronisation, most recent first',
    description: 'Sort option of the practice list: practices synchronised most recently first',
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
  columnDeploymentGroup: {
    id: 'admin.practices.list.column.deploymentGroup',
    defaultMessage: 'Deployment group',
    description: 'Column header: the deployment group the practice is released through',
  },
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
  noMatch: {
    id: 'admin.practices.list.noMatch',
    defaultMessage: 'No practice matches the search and the filters.',
    description: 'Shown instead of the table when the search and filters find no practice',
  },
});
