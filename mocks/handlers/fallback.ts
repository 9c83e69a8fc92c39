import type { RequestHandler } from 'msw';
import { getDentalPortalAdministrationMock } from '@/api/generated/administration/administration.msw';
import { getDentalPortalAnalytikMock } from '@/api/generated/analytik/analytik.msw';
import { getDentalPortalClinicGroupsMock } from '@/api/generated/clinic-groups/clinic-groups.msw';
import { getDentalPortalCommunicationMock } from '@/api/generated/communication/communication.msw';
import { getDentalPortalPracticesMock } from '@/api/generated/practices/practices.msw';
import { getDentalPortalPricingMock } from '@/api/generated/pricing/pricing.msw';
import { getDentalPortalPublicMock } from '@/api/generated/public/public.msw';
import { getDentalPortalToolsMock } from '@/api/generated/tools/tools.msw';
import { getDentalPortalUsersMock } from '@/api/generated/users/users.msw';

const segments = (handler: RequestHandler) => {
  const { path } = handler.info as { path?: unknown };
  return (typeof path === 'string' ? path : '').split('/').filter(Boolean);
};

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

export const fallbackHandlers = sortStaticFirst([
  ...getDentalPortalAdministrationMock(),
  ...getDentalPortalAnalytikMock(),
  ...getDentalPortalClinicGroupsMock(),
  ...getDentalPortalCommunicationMock(),
  ...getDentalPortalPracticesMock(),
  ...getDentalPortalPricingMock(),
  ...getDentalPortalPublicMock(),
  ...getDentalPortalToolsMock(),
  ...getDentalPortalUsersMock(),
]);
