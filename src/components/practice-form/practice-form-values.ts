import type { Practice, PracticeUpdate } from '@/api/generated/practices/model';
import { UpdatePracticeBody } from '@/api/generated/operation-schemas/updatePractice';
import { normalizePostalCode } from '@/domain/postal-code';
import type { Locale } from '@/i18n/locale';
import { formatPhone, toE164 } from '@/utils/phone';
import { toOfficerUpdate, toOfficerValues, type PracticeOfficerValues } from './practice-officer';

/** What the form holds: every SPEC §3 field as typed (strings), empty when the practice has none. */
export interface PracticeFormValues {
  addressLine1: string;
  addressLine2: string;
  city: string;
  province: string;
  postalCode: string;
  country: string;
  billingEmail: string;
  phone: string;
  cellphone: string;
  timezone: string;
  communicationLanguage: string;
  logo: string;
  /** The person in charge of personal information: not a SPEC §3 field, Law 25's. */
  privacyOfficer: PracticeOfficerValues;
}

/** The fields of one text each (the person in charge is four, apart). */
export type PracticeFormField = Exclude<keyof PracticeFormValues, 'privacyOfficer'>;

export const PRACTICE_FORM_FIELDS = [
  'addressLine1',
  'addressLine2',
  'city',
  'province',
  'postalCode',
  'country',
  'billingEmail',
  'phone',
  'cellphone',
  'timezone',
  'communicationLanguage',
  'logo',
] as const satisfies readonly PracticeFormField[];

/** The form's starting values: the practice as saved, postal code and phones in their usual form. */
export const toPracticeFormValues = (practice: Practice, locale: Locale): PracticeFormValues => ({
  addressLine1: practice.addressLine1 ?? '',
  addressLine2: practice.addressLine2 ?? '',
  city: practice.city ?? '',
  province: practice.province ?? '',
  postalCode: practice.postalCode ? normalizePostalCode(practice.postalCode) : '',
  country: practice.country ?? '',
  billingEmail: practice.billingEmail ?? '',
  phone: formatPhone(practice.phone, locale),
  cellphone: formatPhone(practice.cellphone, locale),
  timezone: practice.timezone,
  communicationLanguage: practice.communicationLanguage,
  logo: practice.logo ?? '',
  privacyOfficer: toOfficerValues(practice, locale),
});

const contractValue = (field: PracticeFormField, value: string): string => {
  const trimmed = value.trim();
  if (field === 'postalCode') return normalizePostalCode(trimmed);
  if (field === 'phone' || field === 'cellphone') return trimmed === '' ? '' : (toE164(trimmed) ?? trimmed);
  return field === 'logo' ? value : trimmed;
};

/**
 * The PATCH body: only the fields the user changed (react-hook-form's dirtyFields), in the
 * contract's form. A logo cannot be cleared (the contract has no way to), so an emptied one is
 * left out; the body is checked against the generated schema before it goes.
 */
export const toPracticeUpdate = (
  values: PracticeFormValues,
  changed: Partial<Record<PracticeFormField, boolean | undefined>> & {
    privacyOfficer?: Partial<Record<keyof PracticeOfficerValues, boolean | undefined>>;
  },
): PracticeUpdate => {
  const update: Record<string, unknown> = {};
  for (const field of PRACTICE_FORM_FIELDS) {
    if (!changed[field]) continue;
    const value = contractValue(field, values[field]);
    if (field === 'logo' && value === '') continue;
    update[field] = value;
  }
  // A person is sent whole, whichever of their fields changed.
  if (Object.values(changed.privacyOfficer ?? {}).some(Boolean))
    update.privacyOfficer = toOfficerUpdate(values.privacyOfficer);
  return UpdatePracticeBody.parse(update);
};
