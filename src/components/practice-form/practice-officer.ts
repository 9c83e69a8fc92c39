import { z } from 'zod';
import type { Practice, PracticeUpdate } from '@/api/generated/practices/model';
import {
  UpdatePracticeBody,
  updatePracticeBodyPrivacyOfficerNameMax,
  updatePracticeBodyPrivacyOfficerTitleMax,
} from '@/api/generated/operation-schemas/updatePractice';
import { encodeFieldMessage, fieldIssue } from '@/components/forms/field-messages';
import type { Locale } from '@/i18n/locale';
import { formatPhone, toE164 } from '@/utils/phone';
import { practiceOfficerMessages } from './practice-officer-messages';

/** The person in charge of personal information as the form holds it: four texts, empty when none. */
export interface PracticeOfficerValues {
  name: string;
  title: string;
  email: string;
  phone: string;
}

export const OFFICER_FIELDS = [
  'name',
  'title',
  'email',
  'phone',
] as const satisfies readonly (keyof PracticeOfficerValues)[];

/** The form's field names, as the server names them in a 400 (privacyOfficer.email). */
export const OFFICER_FIELD_PATHS = OFFICER_FIELDS.map((field) => `privacyOfficer.${field}` as const);

const REQUIRED_TOGETHER = ['name', 'title', 'email'] as const;

const isBlank = (values: PracticeOfficerValues) =>
  OFFICER_FIELDS.every((field) => values[field].trim() === '');

const maxLength = (max: number) => fieldIssue('maxLength', { max });

/**
 * Law 25, s. 3.1: naming someone is optional (the person with the highest authority is in charge
 * by default), but a person named comes whole: once any field is filled, the name, title and
 * email are required, and the empty ones say so.
 */
export const practiceOfficerSchema = z
  .object({
    name: z
      .string()
      .trim()
      .max(updatePracticeBodyPrivacyOfficerNameMax, maxLength(updatePracticeBodyPrivacyOfficerNameMax)),
    title: z
      .string()
      .trim()
      .max(updatePracticeBodyPrivacyOfficerTitleMax, maxLength(updatePracticeBodyPrivacyOfficerTitleMax)),
    email: z
      .string()
      .trim()
      .refine(
        (value) => value === '' || UpdatePracticeBody.shape.billingEmail.safeParse(value).success,
        fieldIssue('email'),
      ),
    phone: z
      .string()
      .refine((value) => value.trim() === '' || toE164(value) !== undefined, fieldIssue('phone')),
  })
  .superRefine((values, context) => {
    if (isBlank(values)) return;
    for (const field of REQUIRED_TOGETHER) {
      if (values[field].trim() === '')
        context.addIssue({
          code: 'custom',
          path: [field],
          message: encodeFieldMessage(practiceOfficerMessages.requiredTogether),
        });
    }
  });

export const toOfficerValues = (practice: Practice, locale: Locale): PracticeOfficerValues => ({
  name: practice.privacyOfficer?.name ?? '',
  title: practice.privacyOfficer?.title ?? '',
  email: practice.privacyOfficer?.email ?? '',
  phone: formatPhone(practice.privacyOfficer?.phone, locale),
});

/** The update's privacyOfficer: null when every field was emptied, the whole person otherwise. */
export const toOfficerUpdate = (values: PracticeOfficerValues): PracticeUpdate['privacyOfficer'] => {
  if (isBlank(values)) return null;
  const phone = values.phone.trim() === '' ? undefined : toE164(values.phone);
  return UpdatePracticeBody.shape.privacyOfficer.parse({
    name: values.name.trim(),
    title: values.title.trim(),
    email: values.email.trim(),
    ...(phone ? { phone } : {}),
  });
};
