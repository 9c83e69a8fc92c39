/**
 * Every route of SPEC §2 with its name and meta. Features build links with `hrefs`; the app's
 * route table (src/app/routes.tsx) adds the screens and the guards read the meta.
 */
export type Access = 'any' | 'loggedIn' | 'loggedOut';

export interface RouteMeta {
  path: string;
  /** Tracked as the page view and used by redirects (SPEC §2 names Login, Home, NotSupported, Configuration). */
  name: string;
  access: Access;
  navBar: boolean;
  /** Needs the analytik entry of the token's permissions claim. */
  analytik?: boolean;
  /** Needs the current practice to have the automated communications module. */
  automatedCommunications?: boolean;
  /** Administration: system administrators only. */
  systemAdmin?: boolean;
}

const signedOut = { access: 'loggedOut', navBar: false } as const;
const signedIn = { access: 'loggedIn', navBar: true } as const;

export const routes = {
  home: { path: '/', name: 'Home', access: 'any', navBar: false },
  login: { path: '/login', name: 'Login', ...signedOut },
  newPassword: { path: '/new-password', name: 'NewPassword', ...signedOut },
  forgotPassword: { path: '/forgot-password', name: 'ForgotPassword', ...signedOut },
  confirmation: { path: '/confirmation', name: 'Confirmation', access: 'any', navBar: false },
  // The patient's own page: preferences.html serves it alone; the portal's route is for a host that answers index.html.
  preferences: { path: '/preferences', name: 'Preferences', access: 'any', navBar: false },
  configuration: { path: '/configuration', name: 'Configuration', ...signedIn },
  notSupported: { path: '/not-supported', name: 'NotSupported', ...signedIn },
  analytik: { path: '/analytik', name: 'Analytik', ...signedIn, analytik: true },
  analytikGoals: { path: '/analytik/goals', name: 'AnalytikGoals', ...signedIn, analytik: true },
  analytikPractice: {
    path: '/analytik/practice/:uuid',
    name: 'AnalytikPractice',
    ...signedIn,
    analytik: true,
  },
  analytikMetric: {
    path: '/analytik/practice/:uuid/:metricId',
    name: 'AnalytikMetric',
    ...signedIn,
    analytik: true,
  },
  communicationsAdmin: {
    path: '/communications/admin',
    name: 'CommunicationsAdmin',
    ...signedIn,
    automatedCommunications: true,
  },
  communicationsNotifications: {
    path: '/communications/notifications',
    name: 'CommunicationsNotifications',
    ...signedIn,
    automatedCommunications: true,
  },
  communicationsConfirmations: {
    path: '/communications/confirmations',
    name: 'CommunicationsConfirmations',
    ...signedIn,
    automatedCommunications: true,
  },
  communicationsHygieneRecalls: {
    path: '/communications/hygiene-recalls',
    name: 'CommunicationsHygieneRecalls',
    ...signedIn,
    automatedCommunications: true,
  },
  communicationsHistory: {
    path: '/communications/history',
    name: 'CommunicationsHistory',
    ...signedIn,
    automatedCommunications: true,
  },
  communicationsUpcoming: {
    path: '/communications/upcoming',
    name: 'CommunicationsUpcoming',
    ...signedIn,
    automatedCommunications: true,
  },
  communicationsInbox: {
    path: '/communications/inbox/:conversationId?',
    name: 'CommunicationsInbox',
    ...signedIn,
    automatedCommunications: true,
  },
  communicationsUnreachable: {
    path: '/communications/unreachable',
    name: 'CommunicationsUnreachable',
    ...signedIn,
    automatedCommunications: true,
  },
  communicationsConsent: {
    path: '/communications/consent',
    name: 'CommunicationsConsent',
    ...signedIn,
    automatedCommunications: true,
  },
  // A practice's audit log: its managers' (the API answers 403 to the others, and the screen says why).
  auditLog: { path: '/audit-log', name: 'AuditLog', ...signedIn },
  adminAuditLog: { path: '/admin/audit-log', name: 'AdminAuditLog', ...signedIn, systemAdmin: true },
  adminPricing: { path: '/admin/pricing', name: 'AdminPricing', ...signedIn, systemAdmin: true },
  adminPractices: {
    path: '/admin/practices/:practiceId?',
    name: 'AdminPractices',
    ...signedIn,
    systemAdmin: true,
  },
  adminUsers: { path: '/admin/users/:userId?', name: 'AdminUsers', ...signedIn, systemAdmin: true },
  adminDeploymentGroups: {
    path: '/admin/deployment-groups',
    name: 'AdminDeploymentGroups',
    ...signedIn,
    systemAdmin: true,
  },
  adminTools: { path: '/admin/tools', name: 'AdminTools', ...signedIn, systemAdmin: true },
  adminClinicGroups: {
    path: '/admin/ClinicGroups/:clinicGroupId?',
    name: 'AdminClinicGroups',
    ...signedIn,
    systemAdmin: true,
  },
} as const satisfies Record<string, RouteMeta>;

export type RouteKey = keyof typeof routes;

const withOptional = (base: string, value?: string) =>
  value ? `${base}/${encodeURIComponent(value)}` : base;

/** Links, so that nobody writes a path by hand. */
export const hrefs = {
  home: () => '/',
  login: () => '/login',
  newPassword: () => '/new-password',
  forgotPassword: () => '/forgot-password',
  confirmation: () => '/confirmation',
  preferences: () => '/preferences',
  configuration: () => '/configuration',
  notSupported: (reason?: 'analytik') => (reason ? `/not-supported?reason=${reason}` : '/not-supported'),
  analytik: () => '/analytik',
  analytikGoals: () => '/analytik/goals',
  analytikPractice: (uuid: string) => `/analytik/practice/${encodeURIComponent(uuid)}`,
  analytikMetric: (uuid: string, metricId: string) =>
    `/analytik/practice/${encodeURIComponent(uuid)}/${encodeURIComponent(metricId)}`,
  communicationsAdmin: () => '/communications/admin',
  communicationsNotifications: () => '/communications/notifications',
  communicationsConfirmations: () => '/communications/confirmations',
  communicationsHygieneRecalls: () => '/communications/hygiene-recalls',
  communicationsHistory: () => '/communications/history',
  communicationsUpcoming: () => '/communications/upcoming',
  communicationsInbox: (conversationId?: string) => withOptional('/communications/inbox', conversationId),
  communicationsUnreachable: () => '/communications/unreachable',
  communicationsConsent: () => '/communications/consent',
  auditLog: () => '/audit-log',
  adminAuditLog: () => '/admin/audit-log',
  adminPricing: () => '/admin/pricing',
  adminPractices: (practiceId?: string) => withOptional('/admin/practices', practiceId),
  adminUsers: (userId?: string) => withOptional('/admin/users', userId),
  adminDeploymentGroups: () => '/admin/deployment-groups',
  adminTools: () => '/admin/tools',
  adminClinicGroups: (clinicGroupId?: string) => withOptional('/admin/ClinicGroups', clinicGroupId),
} satisfies Record<RouteKey, (...args: never[]) => string>;
