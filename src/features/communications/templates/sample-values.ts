import type { Language } from '@/api/generated/communication/model';
import type { Practice } from '@/api/generated/practices/model';
import {
  CONFIRMATION_REQUEST,
  formatMessageDate,
  formatMessageDueDate,
  formatMessageTime,
} from '@/domain/message-formats';
import { UNSUBSCRIBE_LINE } from '@/domain/template-identification';
import type { TemplatePlaceholder } from '@/domain/template-placeholders';
import { DAY_MS } from '@/domain/zoned-time';
import { formatPhone } from '@/utils/phone';

/** Placeholders whose samples are computed: dates from today, the practice's own details. */
type DatedOrPractice = 'date' | 'time' | 'dueDate' | 'practiceName' | 'practicePhone';

/**
 * What the preview puts in place of the placeholders. These are texts of the message's language
 * (a French template previews in French whatever the interface's language), so they are data
 * here rather than interface messages. Every example stays inside GSM-7 (é and è are in it, the
 * name Hélène too) so that the segment count reflects the template's own characters; the
 * practice's real name and phone may not, and are counted as they are. The STOP line is the
 * very sentence the patient receives, so the counter counts its real length.
 */
const EXAMPLES: Record<Language, Omit<Record<TemplatePlaceholder, string>, DatedOrPractice>> = {
  FR: {
    appointmentType: 'Examen et nettoyage',
    confirmationRequest: CONFIRMATION_REQUEST.FR,
    confirmationUrl: 'https://rdv.portal.example.ca/c/Qm7x2KfR9t',
    patientFirstName: 'Hélène',
    patientLastName: 'Tremblay',
    professional: 'Dre Gagnon',
    honorificsTitle: 'Mme',
    unsubscribeLine: UNSUBSCRIBE_LINE.FR,
    preferencesUrl: 'https://rdv.portal.example.ca/p/Xw4n8JdT2q',
  },
  EN: {
    appointmentType: 'Checkup and cleaning',
    confirmationRequest: CONFIRMATION_REQUEST.EN,
    confirmationUrl: 'https://rdv.portal.example.ca/c/Qm7x2KfR9t',
    patientFirstName: 'Emily',
    patientLastName: 'Thompson',
    professional: 'Dr. Chen',
    honorificsTitle: 'Ms.',
    unsubscribeLine: UNSUBSCRIBE_LINE.EN,
    preferencesUrl: 'https://rdv.portal.example.ca/p/Xw4n8JdT2q',
  },
};

/** Shown when the practice has no name or phone on file yet. */
const PRACTICE_FALLBACK: Record<Language, { name: string; phone: string }> = {
  FR: { name: 'Clinique dentaire', phone: '514 555-0142' },
  EN: { name: 'Dental Clinic', phone: '(514) 555-0142' },
};

export interface SampleValues {
  values: Record<TemplatePlaceholder, string>;
  /** The practice misses these details: an example stands in for them. */
  fallbacks: { name: boolean; phone: boolean };
}

/**
 * An appointment a week from `now` at 13:30, a hygiene visit due in a month, formatted as the
 * messages format them (plain spaces, never Intl's no-break ones, which are outside GSM-7), in
 * the browser's time zone since the sample dates are its own.
 */
export const sampleValues = (practice: Practice, language: Language, now: Date): SampleValues => {
  const appointment = new Date(now.getTime() + 7 * DAY_MS);
  appointment.setHours(13, 30, 0, 0);
  const due = new Date(now.getTime() + 30 * DAY_MS);
  const name = practice.name.trim();
  const phone = formatPhone(practice.phone, language === 'FR' ? 'fr' : 'en');
  return {
    values: {
      ...EXAMPLES[language],
      date: formatMessageDate(appointment, language),
      time: formatMessageTime(appointment, language),
      dueDate: formatMessageDueDate(due, language),
      practiceName: name || PRACTICE_FALLBACK[language].name,
      practicePhone: phone || PRACTICE_FALLBACK[language].phone,
    },
    fallbacks: { name: !name, phone: !phone },
  };
};
