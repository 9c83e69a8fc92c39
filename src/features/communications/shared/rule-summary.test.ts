import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { loadMessages } from '@/i18n/messages';
import { describeRule, formatSendHour } from './rule-summary';

const intlIn = async (locale: 'en' | 'fr') =>
  createIntl({ locale: `${locale}-CA`, messages: await loadMessages(locale), defaultLocale: 'en-CA' });

describe('describeRule', () => {
  it('restates each kind’s rule in English', async () => {
    const intl = await intlIn('en');
    expect(
      describeRule(intl, 'REMINDER', {
        channels: ['EMAIL', 'SMS'],
        sendTiming: 'BEFORE',
        days: 1,
        sendHour: 9,
      }),
    ).toBe('By SMS and email, 1 business day before the appointment, at 9:00 a.m.');
    expect(
      describeRule(intl, 'CONFIRMATION', { channels: ['SMS'], sendTiming: 'APPOINTMENT_CREATION' }),
    ).toBe('By SMS, 10 minutes after the appointment is booked.');
    expect(
      describeRule(intl, 'HYGIENE_RECALL', {
        channels: ['EMAIL'],
        sendTiming: 'AFTER',
        days: 30,
        sendHour: 17,
      }),
    ).toBe('By email, 30 days after the hygiene due date, at 5:00 p.m.');
  });

  it('restates them in French, with OQLF hours', async () => {
    const intl = await intlIn('fr');
    expect(
      describeRule(intl, 'REMINDER', {
        channels: ['SMS', 'EMAIL'],
        sendTiming: 'BEFORE',
        days: 2,
        sendHour: 9,
      }),
    ).toBe('Par SMS et courriel, 2\u00a0jours ouvrables avant le rendez-vous, à 9\u00a0h.');
    expect(
      describeRule(intl, 'HYGIENE_RECALL', {
        channels: ['SMS'],
        sendTiming: 'BEFORE',
        days: 14,
        sendHour: 10,
      }),
    ).toBe('Par SMS, 14\u00a0jours avant la date prévue de la visite d’hygiène, à 10\u00a0h.');
    expect(formatSendHour(intl, 0)).toBe('0\u00a0h');
  });

  it('says nothing while the form holds a rule it cannot state', async () => {
    const intl = await intlIn('en');
    expect(describeRule(intl, 'REMINDER', { channels: [], sendTiming: 'BEFORE', days: 2 })).toBeUndefined();
    expect(
      describeRule(intl, 'REMINDER', { channels: ['SMS'], sendTiming: 'BEFORE', days: 1.5 }),
    ).toBeUndefined();
    expect(
      describeRule(intl, 'REMINDER', { channels: ['SMS'], sendTiming: 'BEFORE', days: Number.NaN }),
    ).toBeUndefined();
  });
});
