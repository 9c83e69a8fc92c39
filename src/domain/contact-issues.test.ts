import { describe, expect, it } from 'vitest';
import { withContactIssues } from './contact-issues';
import { contactStandings, type MessageOutcome } from './delivery-outcomes';
import { replyChannels } from './reply-channels';
import { buildSendingPlan } from './sending-plan';
import {
  appointment,
  busyDays,
  messageOf,
  patient,
  planInput,
  preference,
} from './sending-plan.test-support';

/** What the outcomes of earlier messages do to the plan and to the inbox's reply box. */

// Tuesday November 3 at 10 h: notified by SMS and email on Monday the 2nd at 9 h.
const helene = patient('helene', { phone: '(514) 555-0101', email: 'helene@example.ca' });
const tuesday = appointment('apt-tue', 'helene', '2026-11-03T15:00:00Z');
const working = busyDays('2026-10-30', '2026-11-02');
const both = [preference('REMINDER', { channels: ['SMS', 'EMAIL'] })];

const landline: MessageOutcome = {
  channel: 'SMS',
  to: '+15145550101',
  at: '2026-10-20T14:00:05Z',
  outcome: { status: 'FAILED', reason: 'LANDLINE' },
};
const deliveredLater: MessageOutcome = {
  channel: 'SMS',
  to: '514-555-0101',
  at: '2026-10-25T14:00:05Z',
  outcome: { status: 'DELIVERED' },
};

const planFor = (outcomes: MessageOutcome[]) =>
  buildSendingPlan(
    planInput({
      patients: [withContactIssues(helene, contactStandings(outcomes))],
      appointments: [tuesday, ...working],
      preferences: both,
    }),
  );

describe('a contact that failed for good', () => {
  it('skips its channel as NO_VALID_CONTACT, saying why and since when; the other channel still goes', () => {
    const plan = planFor([landline]);
    expect(messageOf(plan, 'REMINDER.apt-tue.SMS')).toMatchObject({
      status: 'SKIPPED',
      reason: 'NO_VALID_CONTACT',
      contactReason: 'LANDLINE',
      reasonAt: landline.at,
    });
    expect(messageOf(plan, 'REMINDER.apt-tue.EMAIL').status).toBe('PLANNED');
  });

  it('is used again once a later message to it is delivered, however the number was written', () => {
    expect(messageOf(planFor([landline, deliveredLater]), 'REMINDER.apt-tue.SMS').status).toBe('PLANNED');
  });

  it('leaves a patient whose messages all arrived the same object', () => {
    expect(withContactIssues(helene, contactStandings([deliveredLater]))).toBe(helene);
  });
});

describe('where a staff answer can go', () => {
  const channelOf = (channels: ReturnType<typeof replyChannels>, channel: 'SMS' | 'EMAIL') =>
    channels.find((entry) => entry.channel === channel);

  it('to the patient’s contacts, refused on a stopped channel and on a landline', () => {
    const stopped = { ...helene, optOuts: [{ channel: 'EMAIL' as const, at: '2026-10-01T12:00:00Z' }] };
    const channels = replyChannels({
      patient: withContactIssues(stopped, contactStandings([landline])),
      smsLeft: 100,
    });
    expect(channelOf(channels, 'EMAIL')).toEqual({ channel: 'EMAIL', available: false, reason: 'OPTED_OUT' });
    expect(channelOf(channels, 'SMS')).toMatchObject({
      available: false,
      reason: 'NO_VALID_CONTACT',
      contactReason: 'LANDLINE',
    });
  });

  it('refuses SMS when the text does not fit in what the package has left', () => {
    const text = 'Bonjour Hélène, nous avons une place jeudi à 10 h. '.repeat(4);
    expect(channelOf(replyChannels({ patient: helene, smsLeft: 1, text }), 'SMS')).toMatchObject({
      available: false,
      reason: 'SMS_PACKAGE_EXHAUSTED',
    });
    expect(channelOf(replyChannels({ patient: helene, smsLeft: 5, text }), 'SMS')).toMatchObject({
      available: true,
      to: helene.phone,
    });
  });

  it('to an unknown sender, only where it wrote from', () => {
    const channels = replyChannels({ unknownSender: { channel: 'SMS', from: '+15145550199' }, smsLeft: 10 });
    expect(channelOf(channels, 'SMS')).toEqual({ channel: 'SMS', available: true, to: '+15145550199' });
    expect(channelOf(channels, 'EMAIL')?.available).toBe(false);
  });
});
