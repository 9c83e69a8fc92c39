import { describe, expect, it } from 'vitest';
import { CONFIRMATION_REQUEST } from './message-formats';
import { renderMessage, renderText, type MessageContext } from './message-rendering';
import type { SendingAppointment } from './sending-types';
import { analyseSms } from './sms-segments';

const MONTREAL = 'America/Montreal';

const appointment: SendingAppointment = {
  id: 'apt-1',
  patientId: 'pat-1',
  // Tuesday November 3, 2026, 13:30 in Montréal (EST).
  startsAt: '2026-11-03T18:30:00Z',
  type: { id: 'type-1', label: 'Checkup and cleaning', labelFr: 'Examen et nettoyage', isHygiene: true },
  professional: 'Dre Gagnon',
  createdAt: '2026-10-01T14:00:00Z',
  cancelled: false,
};

const context = (overrides: Partial<MessageContext> = {}): MessageContext => ({
  practice: {
    id: 'practice-1',
    name: 'Clinique dentaire du Plateau',
    phone: '+15145550142',
    timezone: MONTREAL,
    province: 'quebec',
    communicationLanguage: 'FR',
  },
  patient: {
    id: 'pat-1',
    fileNumber: 'F-001',
    firstName: 'Hélène',
    lastName: 'Côté',
    honorificsTitle: 'Mme',
    optOuts: [],
  },
  appointment,
  language: 'FR',
  channel: 'SMS',
  at: Date.parse('2026-11-02T14:00:00Z'),
  confirmationPageUrl: 'https://portal.example.ca/confirmation',
  ...overrides,
});

const EVERY_PLACEHOLDER = [
  'appointmentType',
  'practiceName',
  'practicePhone',
  'confirmationRequest',
  'confirmationUrl',
  'date',
  'time',
  'dueDate',
  'patientFirstName',
  'patientLastName',
  'professional',
  'honorificsTitle',
  'unsubscribeLine',
  'preferencesUrl',
]
  .map((name) => `${name}=[{{${name}}}]`)
  .join('\n');

describe('rendering a template', () => {
  it('fills every placeholder with the real values, in French', () => {
    expect(renderText(EVERY_PLACEHOLDER, context({ dueDate: '2026-12-24' })).split('\n')).toEqual([
      'appointmentType=[Examen et nettoyage]',
      'practiceName=[Clinique dentaire du Plateau]',
      'practicePhone=[514 555-0142]',
      'confirmationRequest=[Veuillez confirmer votre présence.]',
      'confirmationUrl=[https://portal.example.ca/confirmation?practiceId=practice-1&appointmentId=apt-1&channel=SMS&lang=fr]',
      'date=[mardi 3 novembre]',
      'time=[13 h 30]',
      'dueDate=[24 décembre 2026]',
      'patientFirstName=[Hélène]',
      'patientLastName=[Côté]',
      'professional=[Dre Gagnon]',
      'honorificsTitle=[Mme]',
      'unsubscribeLine=[Répondez ARRET pour vous désabonner.]',
      'preferencesUrl=[https://portal.example.ca/preferences?practiceId=practice-1&channel=SMS&lang=fr]',
    ]);
  });

  it('writes the STOP line and the patient’s page in English, the page beside the confirmation one', () => {
    const text = renderText(
      '{{unsubscribeLine}} {{preferencesUrl}}',
      context({
        language: 'EN',
        channel: 'EMAIL',
        confirmationPageUrl: 'https://rdv.example.ca/confirmation/',
        preferencesKeyOf: (practiceId, patientId) => `key-of-${practiceId}-${patientId}`,
      }),
    );
    expect(text).toBe(
      'Reply STOP to unsubscribe. ' +
        'https://rdv.example.ca/preferences?practiceId=practice-1&patient=key-of-practice-1-pat-1&channel=EMAIL&lang=en',
    );
    // A recall has no appointment: the patient's page is still theirs to reach.
    expect(
      renderText(
        '{{preferencesUrl}}',
        context({ appointment: undefined, preferencesPageUrl: 'https://p.example.ca/mine?src=sms' }),
      ),
    ).toBe('https://p.example.ca/mine?src=sms&practiceId=practice-1&channel=SMS&lang=fr');
  });

  it('fills them in English, with the English label and phone format', () => {
    const text = renderText(
      '{{appointmentType}} {{practicePhone}} {{date}} {{time}} {{confirmationRequest}} {{confirmationUrl}}',
      context({ language: 'EN', channel: 'EMAIL' }),
    );
    expect(text).toBe(
      'Checkup and cleaning (514) 555-0142 Tuesday, November 3 1:30 p.m. Please confirm your appointment. ' +
        'https://portal.example.ca/confirmation?practiceId=practice-1&appointmentId=apt-1&channel=EMAIL&lang=en',
    );
  });

  it('falls back on the label when the type has no French one', () => {
    const plain = { ...appointment, type: { id: 't', label: 'Emergency', isHygiene: false } };
    expect(renderText('{{appointmentType}}', context({ appointment: plain }))).toBe('Emergency');
  });

  it('empties the confirmation request once the appointment is confirmed, not before', () => {
    const confirmed = {
      ...appointment,
      confirmedAt: '2026-10-20T15:00:00Z',
      confirmedStartsAt: appointment.startsAt,
    };
    expect(renderText('[{{confirmationRequest}}]', context({ appointment: confirmed }))).toBe('[]');
    const later = {
      ...appointment,
      confirmedAt: '2026-11-02T20:00:00Z',
      confirmedStartsAt: appointment.startsAt,
    };
    expect(renderText('{{confirmationRequest}}', context({ appointment: later }))).toBe(
      CONFIRMATION_REQUEST.FR,
    );
  });

  it('drops a line left with nothing but placeholders without a value, and keeps the others', () => {
    const confirmed = context({
      appointment: {
        ...appointment,
        confirmedAt: '2026-10-20T15:00:00Z',
        confirmedStartsAt: appointment.startsAt,
      },
    });
    const body = 'Bonjour,\n\nVotre rendez-vous.\n{{confirmationRequest}}\n\nÀ bientôt';
    expect(renderText(body, confirmed)).toBe('Bonjour,\n\nVotre rendez-vous.\n\nÀ bientôt');
    expect(renderText('Merci. {{confirmationRequest}}\nFin', confirmed)).toBe('Merci.\nFin');
    expect(renderText(body, context())).toContain(`\n${CONFIRMATION_REQUEST.FR}\n`);
  });

  it('renders placeholders without a value as empty strings (a recall has no appointment)', () => {
    const recall = context({ appointment: undefined, dueDate: '2026-12-24' });
    const patientWithoutTitle = { ...recall.patient, honorificsTitle: undefined };
    expect(renderText('[{{date}}|{{time}}|{{appointmentType}}|{{professional}}]', recall)).toBe('[|||]');
    expect(renderText('[{{confirmationRequest}}|{{confirmationUrl}}]', recall)).toBe('[|]');
    expect(renderText('[{{dueDate}}]', context())).toBe('[]');
    expect(renderText('[{{honorificsTitle}}]', { ...recall, patient: patientWithoutTitle })).toBe('[]');
    const practice = { ...recall.practice, phone: undefined };
    expect(renderText('[{{practicePhone}}]', { ...recall, practice })).toBe('[]');
  });

  it('leaves unknown tokens exactly as written', () => {
    expect(renderText('{{ date }} {{prenom}} {{date}} {{}} {{{time}}}', context())).toBe(
      '{{ date }} {{prenom}} mardi 3 novembre {{}} {13 h 30}',
    );
    expect(renderText('Sans jeton', context())).toBe('Sans jeton');
  });

  it('renders an email’s subject and body, an SMS’s body only', () => {
    const email = renderMessage(
      { subject: 'Rendez-vous du {{date}}', body: 'Bonjour {{patientFirstName}}' },
      context({ channel: 'EMAIL' }),
    );
    expect(email).toEqual({ subject: 'Rendez-vous du mardi 3 novembre', body: 'Bonjour Hélène' });
    expect(renderMessage({ body: 'Bonjour {{patientFirstName}}' }, context())).toEqual({
      body: 'Bonjour Hélène',
    });
  });

  it('makes an SMS UCS-2 when the patient’s name is outside GSM-7', () => {
    const body = 'Bonjour {{patientFirstName}} {{patientLastName}}';
    expect(analyseSms(renderText(body, context())).encoding).toBe('UCS-2');
    const cote = { ...context().patient, lastName: 'Cote' };
    expect(analyseSms(renderText(body, context({ patient: cote }))).encoding).toBe('GSM-7');
  });
});
