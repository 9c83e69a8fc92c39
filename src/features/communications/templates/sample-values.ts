import type { Language } from '@/api/generated/communication/model';
import type { Practice } from '@/api/generated/practices/model';
import type { TemplatePlaceholder } from '@/domain/template-placeholders';
import { formatPhone } from '@/utils/phone';
import { languageTag } from './template-combos';

/** Placeholders whose samples are computed: dates from today, the practice's own details. */
type DatedOrPractice = 'date' | 'time' | 'dueDate' | 'practiceName' | 'practicePhone';

/**
 * What the preview puts in place of the placeholders. These are texts of the message's language
 * (a French template previews in French whatever the interface's language), so they are data
 * here rather than interface messages. Every example stays inside GSM-7 (é and è are in it, the
 * name Hélène too) so that the segment count reflects the template's own characters; the
 * practice's real name and phone may not, and are counted as they are.
 */
const EXAMPLES: Record<Language, Omit<Record<TemplatePlaceholder, string>, DatedOrPractice>> = {
  FR: {
    appointmentType: 'Examen et nettoyage',
    confirmationRequest: 'Veuillez confirmer votre présence.',
    confirmationUrl: 'https://rdv.portal.example.ca/c/Qm7x2KfR9t',
    patientFirstName: 'Hélène',
    patientLastName: 'Tremblay',
    professional: 'Dre Gagnon',
    honorificsTitle: 'Mme',
  },
  EN: {
    appointmentType: 'Checkup and cleaning',
    confirmationRequest: 'Please confirm your appointment.',
    confirmationUrl: 'https://rdv.portal.example.ca/c/Qm7x2KfR9t',
    patientFirstName: 'Emily',
    patientLastName: 'Thompson',
    professional: 'Dr. Chen',
    honorificsTitle: 'Ms.',
  },
};

/** Shown when the practice has no name or phone on file yet. */
const PRACTICE_FALLBACK: Record<Language, { name: string; phone: string }> = {
  FR: { name: 'Clinique dentaire', phone: '514 555-0142' },
  EN: { name: 'Dental Clinic', phone: '(514) 555-0142' },
};

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Browsers' Intl puts no-break spaces in some dates and times (U+202F in "1:30 p.m." with recent
 * ICU data). They are outside GSM-7 and would turn every previewed SMS into UCS-2: the sample
 * uses plain spaces, as the sending service's texts are assumed to.
 */
const plainSpaces = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

export interface SampleValues {
  values: Record<TemplatePlaceholder, string>;
  /** The practice misses these details: an example stands in for them. */
  fallbacks: { name: boolean; phone: boolean };
}

/** An appointment a week from `now` at 13:30, a hygiene visit due in a month. */
export const sampleValues = (practice: Practice, language: Language, now: Date): SampleValues => {
  const tag = languageTag(language);
  const appointment = new Date(now.getTime() + 7 * DAY_MS);
  appointment.setHours(13, 30, 0, 0);
  const due = new Date(now.getTime() + 30 * DAY_MS);
  const name = practice.name.trim();
  const phone = formatPhone(practice.phone, language === 'FR' ? 'fr' : 'en');
  const format = (date: Date, options: Intl.DateTimeFormatOptions) =>
    plainSpaces(new Intl.DateTimeFormat(tag, options).format(date));
  return {
    values: {
      ...EXAMPLES[language],
      date: format(appointment, { weekday: 'long', day: 'numeric', month: 'long' }),
      time: format(appointment, { hour: 'numeric', minute: '2-digit' }),
      dueDate: format(due, { dateStyle: 'long' }),
      practiceName: name || PRACTICE_FALLBACK[language].name,
      practicePhone: phone || PRACTICE_FALLBACK[language].phone,
    },
    fallbacks: { name: !name, phone: !phone },
  };
};
