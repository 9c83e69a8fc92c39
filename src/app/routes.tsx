import { lazy, Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { Spinner } from '@fluentui/react-components';

const PracticeListPage = lazy(() =>
  import('@/features/admin/practices/practice-list-page').then((module) => ({
    default: module.PracticeListPage,
  })),
);

/**
 * The route table. For now it holds the page that proves the chain (contract → generated hook →
 * offline API); the full table with guards comes with sign-in.
 */
export const AppRoutes = () => (
  <Suspense fallback={<Spinner />}>
    <Switch>
      <Route path="/" component={PracticeListPage} />
      <Route path="/admin/practices" component={PracticeListPage} />
    </Switch>
  </Suspense>
);
