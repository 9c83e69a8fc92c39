import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { ComponentType, ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Route, Switch, useSearch } from 'wouter';
import { routes, type RouteKey } from '@/config/paths';
import type { CatalogueArea } from '@/i18n/catalogue-areas';
import { loadArea } from '@/i18n/messages';
import { loadOnSignIn } from '@/lib/navigation/signed-in-code';
import { useSession } from '@/lib/session/session-provider';
import { onDemand, type OnDemandComponent } from '@/utils/on-demand-component';
import { PageLoading, preloadPageLoading } from '@/components/feedback/page-loading';
import { MainLandmarkContext } from '@/components/layout/page-container';
import { GuardedRoute } from './guards/guarded-route';
import { useGuardSession } from './guards/use-guard-session';
import { WelcomeDialog } from './guards/welcome-dialog';
import { NotFoundPage } from './pages/not-found-page';
import { pageMessages } from './pages/page-messages';
import { RoutePage } from './pages/route-page';
import { useCurrentRoute } from './use-current-route';

/** What a screen's reads need to start before the screen renders. */
interface ScreenPrefetch {
  queryClient: QueryClient;
  practice: { id: string; timezone: string };
  search: string;
}

interface LazyScreen {
  Component: OnDemandComponent<object>;
  /** Starts loading the screen's chunk and texts (idempotent): see Frame. */
  preload: () => void;
  /** Starts the screen's reads (fresh answers are not asked again): see Frame. */
  prefetch?: (context: ScreenPrefetch) => void;
}

/** A screen in a chunk of its own, so that each route loads only what it shows. */
const screen = <Name extends string>(
  load: () => Promise<Record<Name, ComponentType>>,
  name: Name,
  areas: CatalogueArea | readonly CatalogueArea[] = [],
  // In a small chunk of its own, so the reads start before the screen's code has arrived.
  loadPrefetch?: () => Promise<(context: ScreenPrefetch) => void>,
): LazyScreen => {
  let prefetchedFor: string | undefined;
  let prefetchNow: ((context: ScreenPrefetch) => void) | undefined;
  const loadPrefetchOnce = loadPrefetch && (async () => (prefetchNow ??= await loadPrefetch()));
  // A few kilobytes: the first screen after a sign-in may be this one.
  if (loadPrefetchOnce) loadOnSignIn(loadPrefetchOnce);
  const Component = onDemand(async () => {
    // The feature's messages come with its code: the screen never renders without its texts.
    const [module] = await Promise.all([load(), ...[areas].flat().map(loadArea)]);
    return module[name];
  });
  return {
    Component,
    preload: () => void Component.preload(),
    ...(loadPrefetchOnce && {
      prefetch: (context: ScreenPrefetch) => {
        // Once per practice and address, however often the frame renders.
        const key = `${context.practice.id} ${context.search}`;
        if (key === prefetchedFor) return;
        prefetchedFor = key;
        // Loaded already (with the sign-in's code), it runs now, during the frame's render: a
        // promise's callback would wait for the end of the layout's first render.
        if (prefetchNow) return prefetchNow(context);
        loadPrefetchOnce()
          .then((prefetch) => prefetch(context))
          // The screen reads for itself once rendered, and says its own failures.
          .catch(() => undefined);
      },
    }),
  };
};

/** The screen of each route; the screens of later issues replace the pages that name their route. */
const screens: Partial<Record<RouteKey, LazyScreen>> = {
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
  adminPricing: screen(() => import('@/features/admin/pricing/pricing-page'), 'PricingPage', 'admin'),
};

const Screen = ({ route }: { route: RouteKey }) => {
  const Component = screens[route]?.Component;
  return Component ? <Component fallback={<ScreenLoading />} /> : <RoutePage route={route} />;
};

// Drawer, menus and switchers load with the first signed-in screen, not with /login.
const loadMainLayout = () => Promise.all([import('./layouts/main-layout'), loadArea('shell')]);
loadOnSignIn(loadMainLayout);

const MainLayout = onDemand(async () => (await loadMainLayout())[0].MainLayout);

const ScreenLoading = () => {
  const intl = useIntl();
  return <PageLoading label={intl.formatMessage(pageMessages.loading)} />;
};
loadOnSignIn(preloadPageLoading);

/**
 * A screen's reads, started here: in an effect they waited for the layout's first render (0.7 s
 * at a front desk's speed once the layout's code was there). The only part of the frame that
 * follows the query string: a page or a filter of a table renders the screen, not the layout.
 */
const PrefetchScreen = ({ route }: { route: RouteKey }) => {
  const { id, timezone } = useSession().currentPractice?.details ?? {};
  const queryClient = useQueryClient();
  const search = useSearch();
  if (id && timezone) screens[route]?.prefetch?.({ queryClient, practice: { id, timezone }, search });
  return null;
};

/** Signed-in routes with a nav bar sit in the main layout, which stays mounted between them. */
const Frame = ({ children }: { children: ReactNode }) => {
  const route = useCurrentRoute();
  const session = useGuardSession();
  const framed = route !== undefined && routes[route].navBar && session.ready && session.signedIn;
  if (!framed) return children;
  // The screen's chunk downloads beside the layout's instead of after it has rendered (right
  // after sign-in, the two were one after the other: 1.6 s at a front desk's speed).
  screens[route]?.preload();
  return (
    <>
      <PrefetchScreen route={route} />
      <MainLandmarkContext value={true}>
        <MainLayout fallback={<ScreenLoading />}>{children}</MainLayout>
      </MainLandmarkContext>
    </>
  );
};

/** The one route table: every route of SPEC §2 behind its guards, and 'Page not found!' for the rest. */
export const AppRoutes = () => (
  <>
    <Frame>
      {/* No Suspense here: screens and the layout load on demand (utils/on-demand-component.tsx). */}
      <Switch>
        {(Object.keys(routes) as RouteKey[]).map((route) => (
          <Route key={route} path={routes[route].path}>
            <GuardedRoute route={route}>
              <Screen route={route} />
            </GuardedRoute>
          </Route>
        ))}
        <Route component={NotFoundPage} />
      </Switch>
    </Frame>
    <WelcomeDialog />
  </>
);
