import { describe, expect, it } from 'vitest';
import {
  confirmationUrl,
  preferencesPageUrl,
  preferencesUrl,
  formatMessageDate,
  formatMessageDueDate,
  formatMessageTime,
} from './message-formats';
import { analyseSms } from './sms-segments';

const MONTREAL = 'America/Montreal';
// Tuesday November 3, 2026, 13:30 in Montréal (EST).
const START = Date.parse('2026-11-03T18:30:00Z');

describe('formatting dates and times for a message', () => {
  it('formats in the runtime’s zone when none is given, as the template preview does', () => {
    const local = new Date(2026, 10, 3, 13, 30);
    expect(formatMessageTime(local, 'FR')).toBe('13 h 30');
    expect(formatMessageDate(local, 'EN')).toBe('Tuesday, November 3');
    expect(formatMessageDueDate(new Date(2026, 11, 24, 9), 'EN')).toBe('December 24, 2026');
  });

  it('writes the date, time and due date in the message’s language and the practice’s zone', () => {
    expect(formatMessageDate(START, 'FR', MONTREAL)).toBe('mardi 3 novembre');
    expect(formatMessageDate(START, 'EN', MONTREAL)).toBe('Tuesday, November 3');
    expect(formatMessageTime(START, 'FR', MONTREAL)).toBe('13 h 30');
    expect(formatMessageTime(START, 'EN', MONTREAL)).toBe('1:30 p.m.');
    expect(formatMessageDueDate('2026-12-24', 'FR')).toBe('24 décembre 2026');
    expect(formatMessageDueDate('2026-12-24', 'EN')).toBe('December 24, 2026');
  });

  it('uses the practice’s day, not UTC’s, late in the evening', () => {
    // 23:30 on Monday in Montréal is Tuesday in UTC.
    const late = Date.parse('2026-11-03T04:30:00Z');
    expect(formatMessageDate(late, 'EN', MONTREAL)).toBe('Monday, November 2');
    expect(formatMessageTime(late, 'EN', MONTREAL)).toBe('11:30 p.m.');
  });

  it('puts plain spaces where Intl puts no-break ones, so the text stays in GSM-7', () => {
    const texts = [
      formatMessageTime(START, 'EN', MONTREAL),
      formatMessageTime(START, 'FR', MONTREAL),
      formatMessageDate(START, 'FR', MONTREAL),
      formatMessageDueDate('2026-12-24', 'FR'),
    ];
    for (const text of texts) expect(analyseSms(text).encoding).toBe('GSM-7');
  });
});

describe('confirmationUrl', () => {
  it('points to the public page with the practice, appointment, channel and language, URL-encoded', () => {
    expect(
      confirmationUrl('https://portal.example.ca/confirmation', {
        practiceId: 'practice-1',
        appointmentId: 'apt 1/2&x',
        channel: 'EMAIL',
        language: 'EN',
      }),
    ).toBe(
      'https://portal.example.ca/confirmation?practiceId=practice-1&appointmentId=apt%201%2F2%26x&channel=EMAIL&lang=en',
    );
  });

  it('adds to a page address that already has a query', () => {
    expect(
      confirmationUrl('https://portal.example.ca/confirmation?utm=sms', {
        practiceId: 'p',
        appointmentId: 'a',
        channel: 'SMS',
        language: 'FR',
      }),
    ).toBe('https://portal.example.ca/confirmation?utm=sms&practiceId=p&appointmentId=a&channel=SMS&lang=fr');
  });
});

describe('the patient’s page', () => {
  it('sits beside the confirmation page, with its query kept', () => {
    expect(preferencesPageUrl('https://portal.example.ca/confirmation')).toBe(
      'https://portal.example.ca/preferences',
    );
    expect(preferencesPageUrl('https://portal.example.ca/confirmation?utm=sms')).toBe(
      'https://portal.example.ca/preferences?utm=sms',
    );
    expect(preferencesPageUrl('https://rdv.example.ca/')).toBe('https://rdv.example.ca/preferences');
  });

  it('links the practice, the patient’s key, the channel and the language, encoded', () => {
    const link = { practiceId: 'p 1', patientKey: 'Ab_9-x', channel: 'EMAIL', language: 'FR' } as const;
    expect(preferencesUrl('https://portal.example.ca/preferences', link)).toBe(
      'https://portal.example.ca/preferences?practiceId=p%201&patient=Ab_9-x&channel=EMAIL&lang=fr',
    );
    expect(preferencesUrl('https://portal.example.ca/preferences', { ...link, patientKey: undefined })).toBe(
      'https://portal.example.ca/preferences?practiceId=p%201&channel=EMAIL&lang=fr',
    );
  });
});
