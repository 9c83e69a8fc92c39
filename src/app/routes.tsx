import { Spinner } from '@fluentui/react-components';
import { lazy, Suspense, type ComponentType } from 'react';
import { useIntl } from 'react-intl';
import { Route, Switch } from 'wouter';
import { routes, type RouteKey } from '@/config/paths';
import { GuardedRoute } from './guards/guarded-route';
import { WelcomeDialog } from './guards/welcome-dialog';
import { NotFoundPage } from './pages/not-found-page';
import { pageMessages } from './pages/page-messages';
import { RoutePage } from './pages/route-page';

/** A screen in a chunk of its own, so that each route loads only what it shows. */
const screen = <Name extends string>(
  load: () => Promise<Record<Name, ComponentType>>,
  name: Name,
): ComponentType =>
  lazy(async () => {
    const component: ComponentType = (await load())[name];
    return { default: component };
  });

/** The screen of each route; the screens of later issues replace the pages that name their route. */
const screens: Partial<Record<RouteKey, ComponentType>> = {
  login: screen(() => import('@/features/auth/login-page'), 'LoginPage'),
  newPassword: screen(() => import('@/features/auth/new-password-page'), 'NewPasswordPage'),
  forgotPassword: screen(() => import('@/features/auth/forgot-password-page'), 'ForgotPasswordPage'),
  notSupported: screen(() => import('./pages/not-supported-page'), 'NotSupportedPage'),
  adminPractices: screen(() => import('@/features/admin/practices/practice-list-page'), 'PracticeListPage'),
};

const Screen = ({ route }: { route: RouteKey }) => {
  const Component = screens[route];
  return Component ? <Component /> : <RoutePage route={route} />;
};

/** The one route table: every route of SPEC §2 behind its guards, and 'Page not found!' for the rest. */
export const AppRoutes = () => {
  const intl = useIntl();
  return (
    <Suspense fallback={<Spinner size="large" label={intl.formatMessage(pageMessages.loading)} />}>
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
      <WelcomeDialog />
    </Suspense>
  );
};
