import { useEffect, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Redirect, useLocation, useSearch } from 'wouter';
import { PageLoading } from '@/components/feedback/page-loading';
import { useDocumentTitle } from '@/components/layout/use-document-title';
import { trackPageView } from '@/lib/analytics/page-views';
import { routes, type RouteKey } from '@/config/paths';
import { pageMessages } from '../pages/page-messages';
import { routeTitles } from '../route-titles';
import { guardNavigation } from './navigation-guard';
import { useGuardSession } from './use-guard-session';

/** Applies the guards to one route, then renders it and tracks the page view by route name. */
export const GuardedRoute = ({ route, children }: { route: RouteKey; children: ReactNode }) => {
  const intl = useIntl();
  const session = useGuardSession();
  const [location] = useLocation();
  const search = useSearch();
  const meta = routes[route];
  const decision = guardNavigation(meta, session, search ? `${location}?${search}` : location);

  useDocumentTitle(decision.kind === 'render' ? intl.formatMessage(routeTitles[route]) : undefined);
  useEffect(() => {
    if (decision.kind === 'render') trackPageView(meta.name);
  }, [decision.kind, meta.name, location]);

  if (decision.kind === 'wait') return <PageLoading label={intl.formatMessage(pageMessages.loading)} />;
  if (decision.kind === 'redirect') return <Redirect to={decision.to} replace />;
  return children;
};
