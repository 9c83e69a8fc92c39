import { z } from 'zod';
import type { Practice, PracticeUpdate } from '@/api/generated/practices/model';
import {
  UpdatePracticeBody,
  updatePracticeBodyAddressLine1Max,
  updatePracticeBodyAddressLine2Max,
  updatePracticeBodyCityMax,
  updatePracticeBodyCountryMax,
  updatePracticeBodyLogoMax,
  updatePracticeBodyLogoRegExp,
  updatePracticeBodyPostalCodeRegExp,
  updatePracticeBodyTimezoneRegExp,
} from '@/api/generated/practices/practices.zod';
import { fieldIssue } from '@/components/forms/field-messages';
import type { Locale } from '@/i18n/locale';
import { formatPhone, toE164 } from '@/utils/phone';
import { configurationValidationMessages } from './configuration-messages';

/** The contract's enums, read from the generated schema so they follow it. */
export const PROVINCES = UpdatePracticeBody.shape.province.unwrap().options;
export const COMMUNICATION_LANGUAGES = UpdatePracticeBody.shape.communicationLanguage.unwrap().options;

/** What the form holds: every field as typed (strings), empty when the practice has none. */
export interface ConfigurationValues {
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
}

export type ConfigurationField = keyof ConfigurationValues;

export const CONFIGURATION_FIELDS = [
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
] as const satisfies readonly ConfigurationField[];

/** "h2j1k3", "H2J1K3 " → "H2J 1K3"; anything that is not six characters stays as typed. */
export const normalizePostalCode = (value: string): string => {
  const compact = value.replace(/\s/g, '').toUpperCase();
  return compact.length === 6 ? `${compact.slice(0, 3)} ${compact.slice(3)}` : value.trim();
};

/** The form's starting values: the practice as saved, postal code and phones in their usual form. */
export const toFormValues = (practice: Practice, locale: Locale): ConfigurationValues => ({
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
});

const required = fieldIssue('required');
const maxLength = (max: number) => fieldIssue('maxLength', { max });

const requiredText = (max: number) => z.string().trim().min(1, required).max(max, maxLength(max));

const isPhone = (value: string) => value.trim() === '' || toE164(value) !== undefined;

interface SchemaOptions {
  /** The contract cannot clear the main phone number: once saved, it can only be replaced. */
  phoneSaved: boolean;
}

/**
 * SPEC §5 (required information, email) on top of the contract's rules (lengths, Canadian postal
 * code, North American phones, logo), with the field messages of the shared forms.
 */
export const configurationSchema = ({ phoneSaved }: SchemaOptions) =>
  z.object({
    addressLine1: requiredText(updatePracticeBodyAddressLine1Max),
    addressLine2: z
      .string()
      .trim()
      .max(updatePracticeBodyAddressLine2Max, maxLength(updatePracticeBodyAddressLine2Max)),
    city: requiredText(updatePracticeBodyCityMax),
    province: z.string().refine((value) => (PROVINCES as readonly string[]).includes(value), required),
    postalCode: z
      .string()
      .trim()
      .min(1, required)
      .refine(
        (value) => value === '' || updatePracticeBodyPostalCodeRegExp.test(normalizePostalCode(value)),
        fieldIssue('postalCode'),
      ),
    country: requiredText(updatePracticeBodyCountryMax),
    billingEmail: z
      .string()
      .trim()
      .min(1, required)
      .refine(
        (value) => value === '' || UpdatePracticeBody.shape.billingEmail.safeParse(value).success,
        fieldIssue('email'),
      ),
    phone: z
      .string()
      .refine(
        (value) => !phoneSaved || value.trim() !== '',
        fieldIssue(configurationValidationMessages.phoneKept),
      )
      .refine(isPhone, fieldIssue('phone')),
    cellphone: z.string().refine(isPhone, fieldIssue('phone')),
    timezone: z.string().regex(updatePracticeBodyTimezoneRegExp, required),
    communicationLanguage: z
      .string()
      .refine((value) => (COMMUNICATION_LANGUAGES as readonly string[]).includes(value), required),
    logo: z
      .string()
      .refine(
        (value) =>
          value === '' ||
          (value.length <= updatePracticeBodyLogoMax && updatePracticeBodyLogoRegExp.test(value)),
        fieldIssue('invalid'),
      ),
  });

const contractValue = (field: ConfigurationField, value: string): string => {
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
  values: ConfigurationValues,
  changed: Partial<Record<ConfigurationField, boolean | undefined>>,
): PracticeUpdate => {
  const update: Record<string, string> = {};
  for (const field of CONFIGURATION_FIELDS) {
    if (!changed[field]) continue;
    const value = contractValue(field, values[field]);
    if (field === 'logo' && value === '') continue;
    update[field] = value;
  }
  return UpdatePracticeBody.parse(update);
};
