import type { RouteKey } from '@/config/paths';
import { screen, type LazyScreen } from './lazy-screen';

/** The screen of each route; the screens of later issues replace the pages that name their route. */
export const screens: Partial<Record<RouteKey, LazyScreen>> = {
  login: screen(() => import('@/features/auth/login-page'), 'LoginPage'),
  newPassword: screen(() => import('@/features/auth/new-password-page'), 'NewPasswordPage', 'signInSteps'),
  forgotPassword: screen(
    () => import('@/features/auth/forgot-password-page'),
    'ForgotPasswordPage',
    'signInSteps',
  ),
  notSupported: screen(() => import('./pages/not-supported-page'), 'NotSupportedPage'),
  confirmation: screen(
    () => import('@/features/confirmation/confirmation-page'),
    'ConfirmationPage',
    'confirmation',
  ),
  preferences: screen(
    () => import('@/features/patient-preferences/patient-preferences-page'),
    'PatientPreferencesPage',
    'preferences',
  ),
  configuration: screen(() => import('@/features/configuration/configuration-page'), 'ConfigurationPage', [
    'configuration',
    'practiceForm',
  ]),
  communicationsNotifications: screen(
    () => import('@/features/communications/settings/kind-settings-pages'),
    'NotificationSettingsPage',
    ['communications', 'communicationsSettings', 'smsCounter'],
  ),
  communicationsConfirmations: screen(
    () => import('@/features/communications/settings/kind-settings-pages'),
    'ConfirmationSettingsPage',
    ['communications', 'communicationsSettings', 'smsCounter'],
  ),
  communicationsHygieneRecalls: screen(
    () => import('@/features/communications/settings/kind-settings-pages'),
    'HygieneRecallSettingsPage',
    ['communications', 'communicationsSettings', 'smsCounter'],
  ),
  communicationsAdmin: screen(
    () => import('@/features/communications/dashboard/dashboard-page'),
    'CommunicationsDashboardPage',
    ['communications', 'communicationsDashboard'],
    async () =>
      (await import('@/features/communications/dashboard/dashboard-queries')).prefetchCommunicationsDashboard,
  ),
  communicationsHistory: screen(
    () => import('@/features/communications/history/history-page'),
    'CommunicationHistoryPage',
    ['communications', 'communicationsHistory'],
  ),
  communicationsUpcoming: screen(
    () => import('@/features/communications/upcoming/upcoming-page'),
    'UpcomingMessagesPage',
    ['communications', 'communicationsUpcoming'],
  ),
  communicationsInbox: screen(
    () => import('@/features/communications/inbox/inbox-page'),
    'InboxPage',
    // The thread words each message's delivery outcome as the history does.
    ['communications', 'communicationsReplies', 'communicationsHistory', 'smsCounter'],
  ),
  communicationsUnreachable: screen(
    () => import('@/features/communications/unreachable/unreachable-page'),
    'UnreachablePatientsPage',
    ['communications', 'communicationsReplies'],
  ),
  communicationsConsent: screen(
    () => import('@/features/communications/consent/consent-register-page'),
    'ConsentRegisterPage',
    ['communications', 'communicationsConsent'],
  ),
  analytik: screen(
    () => import('@/features/analytik/analytik-overview-page'),
    'AnalytikOverviewPage',
    'analytik',
  ),
  analytikGoals: screen(
    () => import('@/features/analytik/analytik-goals-page'),
    'AnalytikGoalsPage',
    'analytik',
  ),
  analytikPractice: screen(
    () => import('@/features/analytik/analytik-practice-page'),
    'AnalytikPracticePage',
    'analytik',
  ),
  analytikMetric: screen(
    () => import('@/features/analytik/analytik-metric-page'),
    'AnalytikMetricPage',
    'analytik',
  ),
  adminPractices: screen(
    () => import('@/features/admin/practices/practice-admin-page'),
    'PracticeAdminPage',
    ['admin', 'practiceForm'],
  ),
  adminUsers: screen(() => import('@/features/admin/users/user-admin-page'), 'UserAdminPage', 'admin'),
  adminDeploymentGroups: screen(
    () => import('@/features/admin/deployment-groups/deployment-groups-page'),
    'DeploymentGroupsPage',
    'admin',
  ),
  adminClinicGroups: screen(
    () => import('@/features/admin/clinic-groups/clinic-groups-page'),
    'ClinicGroupsPage',
    'admin',
  ),
  adminTools: screen(() => import('@/features/admin/tools/tools-page'), 'ToolsPage', 'admin'),
  auditLog: screen(
    () => import('@/features/audit-log/practice-audit-log-page'),
    'PracticeAuditLogPage',
    'auditLog',
  ),
  adminAuditLog: screen(
    () => import('@/features/audit-log/admin-audit-log-page'),
    'AdminAuditLogPage',
    // Its practice filter is the administration's picker, whose words are the admin area's.
    ['auditLog', 'admin'],
  ),
  adminPricing: screen(() => import('@/features/admin/pricing/pricing-page'), 'PricingPage', 'admin'),
};
