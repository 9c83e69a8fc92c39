import { Spinner } from '@fluentui/react-components';
import { lazy, Suspense, type ComponentType } from 'react';
import { useIntl } from 'react-intl';
import { Route, Switch } from 'wouter';
import { routes, type RouteKey } from '@/config/paths';
import { ForgotPasswordPage } from '@/features/auth/forgot-password-page';
import { LoginPage } from '@/features/auth/login-page';
import { NewPasswordPage } from '@/features/auth/new-password-page';
import { GuardedRoute } from './guards/guarded-route';
import { WelcomeDialog } from './guards/welcome-dialog';
import { NotFoundPage } from './pages/not-found-page';
import { NotSupportedPage } from './pages/not-supported-page';
import { pageMessages } from './pages/page-messages';
import { RoutePage } from './pages/route-page';

const PracticeListPage = lazy(() =>
  import('@/features/admin/practices/practice-list-page').then((module) => ({
    default: module.PracticeListPage,
  })),
);

/** The screen of each route; the screens of later issues replace the pages that name their route. */
const screens: Partial<Record<RouteKey, ComponentType>> = {
  login: LoginPage,
  newPassword: NewPasswordPage,
  forgotPassword: ForgotPasswordPage,
  notSupported: NotSupportedPage,
  adminPractices: PracticeListPage,
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
