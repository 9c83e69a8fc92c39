import { matchRoute, useLocation, useRouter } from 'wouter';
import { routes, type RouteKey } from '@/config/paths';

const routeKeys = Object.keys(routes) as RouteKey[];

/** The route the address matches, as the route table would pick it (first match wins). */
export const useCurrentRoute = (): RouteKey | undefined => {
  const { parser } = useRouter();
  const [location] = useLocation();
  return routeKeys.find((key) => matchRoute(parser, routes[key].path, location)[0]);
};
