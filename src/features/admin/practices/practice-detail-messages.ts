import { defineMessages } from 'react-intl';

/** The frame of a practice's detail: its region, heading and tabs (SPEC §2). */
export const practiceDetailMessages = defineMessages({
  region: {
    id: 'admin.practices.detail.region',
    defaultMessage: 'Practice details',
    description: 'Accessible name of the panel showing the details of one practice beside the list',
  },
  loading: {
    id: 'admin.practices.detail.loading',
    defaultMessage: 'Loading the practice…',
    description: 'Spinner label while the details of a practice load',
  },
  loadError: {
    id: 'admin.practices.detail.loadError',
    defaultMessage: 'The practice could not be loaded. Please try again later.',
    description: 'Shown in the detail panel when the practice cannot be fetched',
  },
  tabs: {
    id: 'admin.practices.detail.tabs',
    defaultMessage: 'Sections of the practice',
    description: 'Accessible name of the tab list of a practice’s details',
  },
  overview: {
    id: 'admin.practices.detail.tab.overview',
    defaultMessage: 'Overview',
    description: 'Tab of a practice: its address, contact, communications settings and technical facts',
  },
  modules: {
    id: 'admin.practices.detail.tab.modules',
    defaultMessage: 'Modules',
    description: 'Tab of a practice: the modules it subscribes to, each turned on or off',
  },
  deployments: {
    id: 'admin.practices.detail.tab.deployments',
    defaultMessage: 'Deployments',
    description: 'Tab of a practice: its deployment group, version, installation and migration',
  },
  monitoring: {
    id: 'admin.practices.detail.tab.monitoring',
    defaultMessage: 'Monitoring',
    description: 'Tab of a practice: the state of its services, their logs and its SMS usage',
  },
});
