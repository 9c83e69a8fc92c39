import { routes, type RouteKey } from './paths';

/** `/admin/practices/:practiceId?` → a RegExp matching its paths (one segment per parameter). */
const toPattern = (path: string): RegExp => {
  const source = path
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      if (!segment.startsWith(':')) return `/${segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`;
      return segment.endsWith('?') ? '(?:/[^/]+)?' : '/[^/]+';
    })
    .join('');
  return new RegExp(`^${source || '/'}/?$`);
};

const patterns = (Object.entries(routes) as [RouteKey, { path: string }][]).map(
  ([key, { path }]) => [key, toPattern(path)] as const,
);

/** The route of the table (SPEC §2) a path belongs to, if any. */
export const matchRoute = (pathname: string): RouteKey | undefined =>
  patterns.find(([, pattern]) => pattern.test(pathname))?.[0];
