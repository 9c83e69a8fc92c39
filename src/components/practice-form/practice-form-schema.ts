import { z } from 'zod';
import {
  UpdatePracticeBody,
  updatePracticeBodyAddressLine1Max,
  updatePracticeBodyAddressLine2Max,
  updatePracticeBodyCityMax,
  updatePracticeBodyCountryMax,
  updatePracticeBodyLogoMax,
  updatePracticeBodyLogoRegExp,
  updatePracticeBodyPostalCodeRegExp,
} from '@/api/generated/operation-schemas/updatePractice';
import { fieldIssue } from '@/components/forms/field-messages';
import { normalizePostalCode } from '@/domain/postal-code';
import { toE164 } from '@/utils/phone';
import { practiceValidationMessages } from './practice-form-messages';
import { practiceOfficerSchema } from './practice-officer';
import { COMMUNICATION_LANGUAGES, PROVINCES } from './practice-option-messages';

const required = fieldIssue('required');
const maxLength = (max: number) => fieldIssue('maxLength', { max });

const requiredText = (max: number) => z.string().trim().min(1, required).max(max, maxLength(max));

const isPhone = (value: string) => value.trim() === '' || toE164(value) !== undefined;

const oneOf = (values: readonly string[]) => (value: string) => values.includes(value);

interface PracticeFormSchemaOptions {
  /** The contract cannot clear the main phone number: once saved, it can only be replaced. */
  phoneSaved: boolean;
}

/**
 * SPEC §5 (required information, email) on top of the contract's rules (lengths, Canadian postal
 * code, North American phones, logo), with the field messages of the shared forms.
 */
export const practiceFormSchema = ({ phoneSaved }: PracticeFormSchemaOptions) =>
  z.object({
    addressLine1: requiredText(updatePracticeBodyAddressLine1Max),
    addressLine2: z
      .string()
      .trim()
      .max(updatePracticeBodyAddressLine2Max, maxLength(updatePracticeBodyAddressLine2Max)),
    city: requiredText(updatePracticeBodyCityMax),
    province: z.string().refine(oneOf(PROVINCES), required),
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
      .refine((value) => !phoneSaved || value.trim() !== '', fieldIssue(practiceValidationMessages.phoneKept))
      .refine(isPhone, fieldIssue('phone')),
    cellphone: z.string().refine(isPhone, fieldIssue('phone')),
    timezone: z
      .string()
      .refine((value) => UpdatePracticeBody.shape.timezone.safeParse(value).success, required),
    communicationLanguage: z.string().refine(oneOf(COMMUNICATION_LANGUAGES), required),
    // Required (SPEC §5 "Logo … required"): patients see it on the confirmation page. Once
    // saved it can be replaced, not removed, so this only stops a practice that never had one.
    logo: z
      .string()
      .min(1, required)
      .refine(
        (value) =>
          value === '' ||
          (value.length <= updatePracticeBodyLogoMax && updatePracticeBodyLogoRegExp.test(value)),
        fieldIssue('invalid'),
      ),
    privacyOfficer: practiceOfficerSchema,
  });
