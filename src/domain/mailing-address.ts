import type { Province } from '@/api/generated/practices/model';

// Canada Post's two-letter symbols read the same in English and French.
const PROVINCE_SYMBOLS: Record<Province, string> = {
  quebec: 'QC',
  ontario: 'ON',
  'new-brunswick': 'NB',
};

interface PostalParts {
  addressLine1?: string;
  addressLine2?: string;
  city?: string;
  province?: Province;
  postalCode?: string;
}

/**
 * A practice's mailing address on one line, in Canada Post's order (civic address, suite, then
 * "city PROVINCE  postal code" with two spaces before the code), for a message's sender
 * identification (CASL). Undefined without a civic address and a city: no letter reaches it.
 */
export const mailingAddressLine = (practice: PostalParts): string | undefined => {
  const street = practice.addressLine1?.trim();
  const city = practice.city?.trim();
  if (!street || !city) return undefined;
  const province = practice.province ? ` ${PROVINCE_SYMBOLS[practice.province]}` : '';
  const postalCode = practice.postalCode?.trim() ? `  ${practice.postalCode.trim().toUpperCase()}` : '';
  const suite = practice.addressLine2?.trim();
  return [street, ...(suite ? [suite] : []), `${city}${province}${postalCode}`].join(', ');
};
