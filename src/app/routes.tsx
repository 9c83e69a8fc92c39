import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Route, Switch, useSearch } from 'wouter';
import { routes, type RouteKey } from '@/config/paths';
import { loadArea } from '@/i18n/messages';
import { loadOnSignIn } from '@/lib/navigation/signed-in-code';
import { useSession } from '@/lib/session/session-provider';
import { onDemand } from '@/utils/on-demand-component';
import { PageLoading, preloadPageLoading } from '@/components/feedback/page-loading';
import { MainLandmarkContext } from '@/components/layout/page-container';
import { GuardedRoute } from './guards/guarded-route';
import { useGuardSession } from './guards/use-guard-session';
import { WelcomeDialog } from './guards/welcome-dialog';
import { NotFoundPage } from './pages/not-found-page';
import { pageMessages } from './pages/page-messages';
import { RoutePage } from './pages/route-page';
import { screens } from './route-screens';
import { useCurrentRoute } from './use-current-route';

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
