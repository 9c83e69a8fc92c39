// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { Language } from '@/api/generated/communication/model';
import { readReply } from './reply-reading';
import { isOptOutKeyword } from './sending-contacts';
import { isGsm7 } from './sms-segments';
import { hasWrittenStopWord, missingIdentification, UNSUBSCRIBE_LINE } from './template-identification';
import { templateIssues } from './template-placeholders';

const sms = (language: Language, body: string) => ({ channel: 'SMS' as const, language, body });
const email = (language: Language, body: string) => ({ channel: 'EMAIL' as const, language, body });

describe('the STOP line', () => {
  it.each(['EN', 'FR'] as const)('in %s, names the word the replies are read by, in GSM-7', (language) => {
    const line = UNSUBSCRIBE_LINE[language];
    const keyword = line.split(' ')[1] ?? '';
    expect(isOptOutKeyword(keyword)).toBe(true);
    expect(readReply(keyword).reading).toBe('OPT_OUT');
    // One character outside GSM-7 would turn every SMS that carries the line into UCS-2.
    expect(isGsm7(line)).toBe(true);
  });

  it('reads as each language writes it', () => {
    expect(UNSUBSCRIBE_LINE.EN).toBe('Reply STOP to unsubscribe.');
    expect(UNSUBSCRIBE_LINE.FR).toBe('Répondez ARRET pour vous désabonner.');
  });
});

describe('an SMS template', () => {
  it.each(['EN', 'FR'] as const)('in %s, with both placeholders, identifies and lets go', (language) => {
    expect(missingIdentification(sms(language, 'Hi. {{practiceName}} {{unsubscribeLine}}'))).toEqual([]);
  });

  it.each(['EN', 'FR'] as const)('in %s, without them, lacks the name and the STOP line', (language) => {
    expect(missingIdentification(sms(language, 'Hi {{patientFirstName}}, see you {{date}}.'))).toEqual([
      'practiceName',
      'unsubscribeLine',
    ]);
    expect(missingIdentification(sms(language, '{{practiceName}}: see you {{date}}.'))).toEqual([
      'unsubscribeLine',
    ]);
    expect(missingIdentification(sms(language, 'See you {{date}}. {{unsubscribeLine}}'))).toEqual([
      'practiceName',
    ]);
  });

  it('may write the STOP line out, with the word of its own language in capitals', () => {
    expect(missingIdentification(sms('EN', '{{practiceName}}. Text STOP to opt out.'))).toEqual([]);
    expect(missingIdentification(sms('EN', '{{practiceName}}. Reply "STOP" to end.'))).toEqual([]);
    expect(missingIdentification(sms('FR', '{{practiceName}}. Textez ARRÊT pour ne plus recevoir.'))).toEqual(
      [],
    );
    expect(missingIdentification(sms('FR', '{{practiceName}}. Répondez « ARRET ».'))).toEqual([]);
    // The accent written as a combining mark is the same word.
    expect(hasWrittenStopWord('Répondez ARRE\u0302T', 'FR')).toBe(true);
  });

  it('does not take a word that only looks like the STOP line for one', () => {
    const lacking = ['unsubscribeLine'];
    expect(missingIdentification(sms('EN', '{{practiceName}}: stop by anytime.'))).toEqual(lacking);
    expect(missingIdentification(sms('EN', '{{practiceName}}: Stop to unsubscribe.'))).toEqual(lacking);
    expect(missingIdentification(sms('EN', '{{practiceName}}: reply STOPS.'))).toEqual(lacking);
    expect(missingIdentification(sms('EN', '{{practiceName}}: reply ARRET.'))).toEqual(lacking);
    expect(missingIdentification(sms('FR', '{{practiceName}} : répondez STOP.'))).toEqual(lacking);
    expect(missingIdentification(sms('FR', '{{practiceName}} : arrêt d’autobus.'))).toEqual(lacking);
    expect(missingIdentification(sms('FR', '{{practiceName}} {{ unsubscribeLine }}'))).toEqual(lacking);
  });

  it('may write the clinic’s name out, whatever its case and spaces, when the name is known', () => {
    const body = 'CLINIQUE  dentaire du Plateau. {{unsubscribeLine}}';
    expect(missingIdentification(sms('FR', body), 'Clinique dentaire du Plateau')).toEqual([]);
    expect(missingIdentification(sms('FR', body), 'Clinique dentaire Laval')).toEqual(['practiceName']);
    expect(missingIdentification(sms('FR', body))).toEqual(['practiceName']);
    expect(missingIdentification(sms('FR', body), '  ')).toEqual(['practiceName']);
  });
});

describe('an email template', () => {
  it.each(['EN', 'FR'] as const)('in %s, needs the clinic’s name and the patient’s page', (language) => {
    expect(missingIdentification(email(language, '{{practiceName}} {{preferencesUrl}}'))).toEqual([]);
    expect(missingIdentification(email(language, 'Hello {{patientFirstName}}'))).toEqual([
      'practiceName',
      'preferencesUrl',
    ]);
  });

  it('has no written-out way to the patient’s page: the link is the patient’s own', () => {
    expect(
      missingIdentification(email('EN', '{{practiceName}}. Reply STOP to unsubscribe.'), 'Plateau'),
    ).toEqual(['preferencesUrl']);
    expect(
      missingIdentification(email('EN', 'Plateau. https://portal.example.ca/preferences'), 'Plateau'),
    ).toEqual(['preferencesUrl']);
  });
});

describe('templateIssues', () => {
  it('reports what is missing at the body, after the kind’s placeholders', () => {
    expect(
      templateIssues({
        kind: 'HYGIENE_RECALL',
        channel: 'SMS',
        language: 'FR',
        body: 'Bonjour {{patientFirstName}}, votre nettoyage est dû le {{dueDate}}.',
      }),
    ).toEqual([
      { field: 'body', code: 'missing_identification', element: 'practiceName' },
      { field: 'body', code: 'missing_identification', element: 'unsubscribeLine' },
    ]);
  });

  it('accepts the written name only for the practice given', () => {
    const template = {
      kind: 'HYGIENE_RECALL' as const,
      channel: 'EMAIL' as const,
      language: 'EN' as const,
      subject: 'Cleaning',
      body: 'Hi {{patientFirstName}}, due {{dueDate}}. Plateau Dental. {{preferencesUrl}}',
    };
    expect(templateIssues(template, 'Plateau Dental')).toEqual([]);
    expect(templateIssues(template)).toEqual([
      { field: 'body', code: 'missing_identification', element: 'practiceName' },
    ]);
  });
});
