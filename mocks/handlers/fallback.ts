import type { RequestHandler } from 'msw';
import { getDentalPortalAdministrationMock } from '@/api/generated/administration/administration.msw';

const segments = (handler: RequestHandler) =>
  String((handler.info as { path?: unknown }).path ?? '')
    .split('/')
    .filter(Boolean);

/**
 * orval's generated handlers answer with faker data. They are registered in spec order, where
 * `/users/:id` would swallow `/users/profile`: sort them so static segments come first.
 */
export const sortStaticFirst = (list: RequestHandler[]): RequestHandler[] =>
  [...list].sort((a, b) => {
    const left = segments(a);
    const right = segments(b);
    for (let index = 0; index < Math.min(left.length, right.length); index += 1) {
      const l = left[index] ?? '';
      const r = right[index] ?? '';
      const lParam = l.startsWith(':');
      if (lParam !== r.startsWith(':')) return lParam ? 1 : -1;
    }
    return right.length - left.length;
  });

export const fallbackHandlers = sortStaticFirst([...getDentalPortalAdministrationMock()]);
