import { defineMessages } from 'react-intl';

/** The overview tab of a practice: its technical section, its form and the outcome of a save. */
export const overviewMessages = defineMessages({
  sectionTechnical: {
    id: 'admin.practices.overview.section.technical',
    defaultMessage: 'Technical details',
    description: 'Heading of the read-only technical facts of a practice (database, version…)',
  },
  formLabel: {
    id: 'admin.practices.overview.form',
    defaultMessage: 'Details of the practice',
    description: 'Accessible name of the form editing a practice’s address, contact and communications',
  },
  saveFailed: {
    id: 'admin.practices.overview.saveFailed',
    defaultMessage: 'The practice could not be saved. What you typed is still here: please try again later.',
    description: 'Snackbar when saving a practice’s details failed (server or network)',
  },
  saveInvalid: {
    id: 'admin.practices.overview.saveInvalid',
    defaultMessage: 'The practice could not be saved: check the fields marked in red.',
    description: 'Message above the buttons when the server refused some fields of the practice',
  },
  notSet: {
    id: 'admin.practices.overview.notSet',
    defaultMessage: 'Not provided',
    description: 'Shown in place of a practice detail that is empty or unknown',
  },
});

/** Labels of the read-only technical facts (completeDetails). */
export const technicalMessages = defineMessages({
  databaseName: {
    id: 'admin.practices.technical.databaseName',
    defaultMessage: 'Database name',
    description: 'Label: name of the practice-management database of the practice',
  },
  productVersion: {
    id: 'admin.practices.technical.productVersion',
    defaultMessage: 'Practice-management system version',
    description: 'Label: version of the practice-management software installed at the practice',
  },
  installationUrl: {
    id: 'admin.practices.technical.installationUrl',
    defaultMessage: 'Installation URL',
    description: 'Label: web address of the practice’s installation',
  },
  lastSynchronisation: {
    id: 'admin.practices.technical.lastSynchronisation',
    defaultMessage: 'Last synchronisation',
    description: 'Label: when the practice last synchronised with its practice-management system',
  },
  neverSynchronised: {
    id: 'admin.practices.technical.neverSynchronised',
    defaultMessage: 'Never',
    description: 'Value of the last synchronisation of a practice that never synchronised',
  },
  deploymentGroup: {
    id: 'admin.practices.technical.deploymentGroup',
    defaultMessage: 'Deployment group',
    description: 'Label: the deployment group the practice is released through',
  },
  clinicGroup: {
    id: 'admin.practices.technical.clinicGroup',
    defaultMessage: 'Clinic group',
    description: 'Label: the group of clinics the practice belongs to',
  },
  noClinicGroup: {
    id: 'admin.practices.technical.noClinicGroup',
    defaultMessage: 'None',
    description: 'Value of the clinic group of a practice that belongs to no group',
  },
  falconInstalled: {
    id: 'admin.practices.technical.falconInstalled',
    defaultMessage: 'Falcon security agent installed',
    description: 'Label: whether the Falcon endpoint security agent is installed at the practice',
  },
  noNewInfrastructureSupport: {
    id: 'admin.practices.technical.noNewInfrastructureSupport',
    defaultMessage: 'Cannot move to the new infrastructure',
    description: 'Label: whether the practice’s installation cannot be moved to the new infrastructure',
  },
});
