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
import { compareStaticFirst } from '@/utils/static-first';

const pathOf = (handler: RequestHandler): string => {
  const { path } = handler.info as { path?: unknown };
  return typeof path === 'string' ? path : '';
};

/**
 * orval's generated handlers answer with faker data. They are registered in spec order, where
 * `/users/:id` would swallow `/users/profile`: sort them so static segments come first.
 */
export const sortStaticFirst = (list: RequestHandler[]): RequestHandler[] =>
  [...list].sort((a, b) => compareStaticFirst(pathOf(a), pathOf(b)));

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
