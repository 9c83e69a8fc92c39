import type {
  ConsentBasis,
  ConsentCategory,
  ConsentSource,
  ConsentStanding,
} from '@/api/generated/consent/model';
import { defineMessages, type MessageDescriptor } from 'react-intl';

/**
 * The consent register's words: its screen and its CSV proof (written by the offline API from
 * the same catalogue), so that the file and the screen name a consent the same way. French: the
 * CRTC's « consentement exprès » and « consentement tacite » (CASL's implied consent).
 */

export const consentCategoryLabels: Record<ConsentCategory, MessageDescriptor> = defineMessages({
  APPOINTMENTS: {
    id: 'communications.consent.category.appointments',
    defaultMessage: 'Appointment messages',
    description: 'Category of messages a consent is about: appointment notices and confirmations',
  },
  RECALLS: {
    id: 'communications.consent.category.recalls',
    defaultMessage: 'Recalls',
    description: 'Category of messages a consent is about: hygiene recalls',
  },
});

export const consentBasisLabels: Record<ConsentBasis, MessageDescriptor> = defineMessages({
  EXPRESS: {
    id: 'communications.consent.basis.express',
    defaultMessage: 'Express',
    description: 'Basis of a consent record: the patient said yes (CASL express consent)',
  },
  IMPLIED: {
    id: 'communications.consent.basis.implied',
    defaultMessage: 'Implied',
    description: 'Basis of a consent record: implied by a visit in the last two years (CASL implied consent)',
  },
  WITHDRAWN: {
    id: 'communications.consent.basis.withdrawn',
    defaultMessage: 'Withdrawn',
    description: 'Basis of a consent record: the patient said no, or unsubscribed',
  },
});

/** How a patient stands today: a column of the register's counts. */
export const consentStandingLabels: Record<ConsentStanding, MessageDescriptor> = defineMessages({
  EXPRESS: {
    id: 'communications.consent.standing.express',
    defaultMessage: 'Express consent',
    description: 'Column of the consent register: patients who gave express consent',
  },
  IMPLIED: {
    id: 'communications.consent.standing.implied',
    defaultMessage: 'Implied consent',
    description:
      'Column of the consent register: patients whose consent is implied by a visit in the last two years',
  },
  WITHDRAWN: {
    id: 'communications.consent.standing.withdrawn',
    defaultMessage: 'Withdrawn',
    description: 'Column of the consent register: patients who withdrew their consent or unsubscribed',
  },
  LAPSED: {
    id: 'communications.consent.standing.lapsed',
    defaultMessage: 'Lapsed',
    description:
      'Column of the consent register: patients whose implied consent lapsed (last visit over two years ago)',
  },
  NONE: {
    id: 'communications.consent.standing.none',
    defaultMessage: 'No consent',
    description: 'Column of the consent register: patients with no consent on record and no visit',
  },
});

export const consentSourceLabels: Record<ConsentSource, MessageDescriptor> = defineMessages({
  FRONT_DESK: {
    id: 'communications.consent.source.frontDesk',
    defaultMessage: 'Front desk',
    description: 'Where a consent record came from: recorded by the clinic staff',
  },
  PATIENT_PAGE: {
    id: 'communications.consent.source.patientPage',
    defaultMessage: 'Patient’s page',
    description: 'Where a consent record came from: the patient’s own preferences page',
  },
  REPLY_KEYWORD: {
    id: 'communications.consent.source.replyKeyword',
    defaultMessage: 'Reply keyword',
    description: 'Where a consent record came from: the patient answered STOP to a text message',
  },
  PRACTICE_SYSTEM: {
    id: 'communications.consent.source.practiceSystem',
    defaultMessage: 'Practice-management system',
    description: 'Where a consent record came from: the clinic’s practice-management software',
  },
  VISIT: {
    id: 'communications.consent.source.visit',
    defaultMessage: 'Visit',
    description: 'Where a consent record came from: implied by the patient’s visit to the clinic',
  },
});

/** Who recorded a consent, when it was not a named staff member. */
export const consentRecorderLabels = defineMessages({
  PATIENT: {
    id: 'communications.consent.recorder.patient',
    defaultMessage: 'The patient',
    description: 'Who recorded a consent record: the patient themselves (their page, a reply)',
  },
  SYSTEM: {
    id: 'communications.consent.recorder.system',
    defaultMessage: 'System',
    description: 'Who recorded a consent record: the practice-management system (a visit)',
  },
});
