import { defineMessages, type MessageDescriptor } from 'react-intl';
import type { RouteKey } from '@/config/paths';

/** The title of each screen, for its heading and the document title. */
export const routeTitles = defineMessages({
  home: { id: 'route.home', defaultMessage: 'Home', description: 'Title of the home route' },
  login: { id: 'route.login', defaultMessage: 'Sign in', description: 'Title of the sign-in screen' },
  newPassword: {
    id: 'route.newPassword',
    defaultMessage: 'Set a new password',
    description: 'Title of the screen where a user sets a new password',
  },
  forgotPassword: {
    id: 'route.forgotPassword',
    defaultMessage: 'Forgot password',
    description: 'Title of the screen to reset a forgotten password',
  },
  confirmation: {
    id: 'route.confirmation',
    defaultMessage: 'Appointment confirmation',
    description: 'Title of the public page where a patient confirms an appointment',
  },
  preferences: {
    id: 'route.preferences',
    defaultMessage: 'Your messages',
    description:
      'Title of the public page where a patient chooses which messages (appointments, recalls) the clinic sends them',
  },
  configuration: {
    id: 'route.configuration',
    defaultMessage: 'Practice configuration',
    description: 'Title of the practice configuration screen',
  },
  notSupported: {
    id: 'route.notSupported',
    defaultMessage: 'Not available',
    description: 'Title of the screen shown when a feature is unavailable',
  },
  analytik: {
    id: 'route.analytik',
    defaultMessage: 'Analytik overview',
    description: 'Title of the analytics overview; Analytik is a product name',
  },
  analytikGoals: {
    id: 'route.analytikGoals',
    defaultMessage: 'Yearly goals',
    description: 'Title of the analytics yearly goals screen',
  },
  analytikPractice: {
    id: 'route.analytikPractice',
    defaultMessage: 'Practice metrics',
    description: 'Title of the analytics screen with the metrics of one practice',
  },
  analytikMetric: {
    id: 'route.analytikMetric',
    defaultMessage: 'Metric',
    description: 'Title of the analytics screen of one metric',
  },
  communicationsAdmin: {
    id: 'route.communicationsAdmin',
    defaultMessage: 'Automated communications',
    description: 'Title of the automated communications administration screen',
  },
  communicationsNotifications: {
    id: 'route.communicationsNotifications',
    defaultMessage: 'Appointment notifications',
    description: 'Title of the appointment notification settings screen',
  },
  communicationsConfirmations: {
    id: 'route.communicationsConfirmations',
    defaultMessage: 'Appointment confirmations',
    description: 'Title of the appointment confirmation settings screen',
  },
  communicationsHygieneRecalls: {
    id: 'route.communicationsHygieneRecalls',
    defaultMessage: 'Hygiene recalls',
    description: 'Title of the hygiene recall settings screen',
  },
  communicationsHistory: {
    id: 'route.communicationsHistory',
    defaultMessage: 'Communications history',
    description: 'Title of the history of messages sent to patients',
  },
  communicationsUpcoming: {
    id: 'route.communicationsUpcoming',
    defaultMessage: 'Upcoming messages',
    description:
      'Title of the screen listing the messages that will be sent, or not, in the coming days, and why',
  },
  communicationsInbox: {
    id: 'route.communicationsInbox',
    defaultMessage: 'Patient replies',
    description:
      'Title of the inbox of the answers patients sent to the practice’s messages, and the staff’s replies',
  },
  communicationsUnreachable: {
    id: 'route.communicationsUnreachable',
    defaultMessage: 'Patients we cannot reach',
    description:
      'Title of the list of patients whom no SMS or email can reach (landline, wrong address, unsubscribed…)',
  },
  communicationsConsent: {
    id: 'route.communicationsConsent',
    defaultMessage: 'Patient consent',
    description:
      'Title of the consent register: which patients agreed to receive which messages (appointments, recalls), and whose consent lapses soon',
  },
  auditLog: {
    id: 'route.auditLog',
    defaultMessage: 'Audit log',
    description:
      'Title of the record of who did what in the portal for the practice (changes, exports, sign-ins, patient messages opened)',
  },
  adminAuditLog: {
    id: 'route.adminAuditLog',
    defaultMessage: 'Audit log',
    description:
      'Title of the administration screen listing who did what in the portal, across every practice',
  },
  adminPricing: {
    id: 'route.adminPricing',
    defaultMessage: 'Pricing files',
    description: 'Title of the pricing files administration screen',
  },
  adminPractices: {
    id: 'route.adminPractices',
    defaultMessage: 'Practices',
    description: 'Title of the practices administration screen',
  },
  adminUsers: {
    id: 'route.adminUsers',
    defaultMessage: 'Users',
    description: 'Title of the users administration screen',
  },
  adminDeploymentGroups: {
    id: 'route.adminDeploymentGroups',
    defaultMessage: 'Deployment groups',
    description: 'Title of the deployment groups administration screen',
  },
  adminTools: {
    id: 'route.adminTools',
    defaultMessage: 'Updatable tools',
    description: 'Title of the updatable tools administration screen',
  },
  adminClinicGroups: {
    id: 'route.adminClinicGroups',
    defaultMessage: 'Clinic groups',
    description: 'Title of the clinic groups administration screen',
  },
}) satisfies Record<RouteKey, MessageDescriptor>;
