import { describe, expect, it } from 'vitest';
import {
  communicationArea,
  communicationHistory,
  communicationPreferences,
  communicationTemplates,
  historySeeds,
  seedSmsPackages,
  smsPackages,
} from './communication';
import { buildHistoryRows } from './communication-history-seed';
import { currentMonthOf, timeZoneOf } from './communication-month';
import { isBusinessDay } from '@/domain/sending-calendar';
import { DAY_MS, zonedDay } from '@/domain/zoned-time';

/** The hour and minute of an instant on the practice's wall clock. */
const zonedClock = (instant: string, zone: string): [number, number] => {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: zone,
    hour: 'numeric',
    minute: 'numeric',
    hourCycle: 'h23',
  }).formatToParts(new Date(instant));
  const part = (type: string) => Number(parts.find((candidate) => candidate.type === type)?.value);
  return [part('hour'), part('minute')];
};
import { smsPackageUsage } from '../handlers/communication-usage';
import { isKnownPlaceholder, placeholderTokens, templateIssues } from '@/domain/template-placeholders';
import { HISTORY_PRACTICE, PRACTICES } from './practice-directory';
import { historyEnd, seedNow } from './seed-clock';
import { isGsm7 } from '@/domain/sms-segments';

const withModule = PRACTICES.filter((practice) => practice.automatedCommunications);

describe('communication seed', () => {
  it('is identical on every run', () => {
    const [demo] = historySeeds(seedSmsPackages().monthSegments);
    expect(demo!.practice).toBe(HISTORY_PRACTICE);
    const small = { ...demo!, rows: { beforeMonth: 500 }, patientCount: 100 };
    expect(buildHistoryRows(small)).toEqual(buildHistoryRows(small));
    const seeded = communicationHistory.findMany((q) => q.where({ practiceId: HISTORY_PRACTICE.id }));
    expect(seeded).toEqual(buildHistoryRows(demo!));
  });

  it('has 20,000 history rows for the demo practice, from two years before this month to the hour before now', () => {
    const rows = communicationHistory.findMany((q) => q.where({ practiceId: HISTORY_PRACTICE.id }));
    expect(rows).toHaveLength(20_000);
    const end = new Date(historyEnd()).toISOString();
    expect(end <= seedNow().toISOString()).toBe(true);
    const twoYearsBefore = new Date(currentMonthOf(HISTORY_PRACTICE).start - 730 * DAY_MS).toISOString();
    expect(rows.every((row) => row.sentAt < end && row.sentAt >= twoYearsBefore)).toBe(true);
    // Up to today: the newest message left in the last two days (none leave on Sundays).
    expect(Date.parse(rows[0]!.sentAt)).toBeGreaterThan(historyEnd() - 2 * DAY_MS);
    const french = rows.filter((row) => row.language === 'FR').length;
    expect(french / rows.length).toBeGreaterThan(0.6);
    expect(new Set(rows.map((row) => row.kind))).toEqual(
      new Set(['REMINDER', 'CONFIRMATION', 'HYGIENE_RECALL']),
    );
    expect(
      rows.every((row) =>
        (row.channel === 'SMS' ? /^\(\d{3}\) \*\*\*-\*\*\d{2}$/ : /^\w\*\*\*@[\w.]+$/).test(row.destination),
      ),
    ).toBe(true);
    expect(rows.filter((row) => row.status === 'CONFIRMED').every((row) => row.kind === 'CONFIRMATION')).toBe(
      true,
    );
  });

  it('sends each history row when the rules would: a business day, in its kind’s batch', () => {
    let checked = 0;
    for (const practice of withModule) {
      const zone = timeZoneOf(practice);
      const preferences = communicationPreferences.findMany((q) => q.where({ practiceId: practice.id }));
      for (const row of communicationHistory.findMany((q) => q.where({ practiceId: practice.id }))) {
        const day = zonedDay(new Date(row.sentAt), zone);
        expect(isBusinessDay(day, practice.province), `${practice.name} ${row.sentAt}`).toBe(true);
        const preference = preferences.find((candidate) => candidate.kind === row.kind)!;
        const [hour, minute] = zonedClock(row.sentAt, zone);
        if (preference.sendTiming === 'APPOINTMENT_CREATION') {
          expect(hour).toBeGreaterThanOrEqual(8);
          expect(hour).toBeLessThan(20);
        } else {
          expect([hour, minute < 20], `${practice.name} ${row.kind} ${row.sentAt}`).toEqual([
            preference.sendHour,
            true,
          ]);
        }
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(20_000);
  });

  it('gives every history row a delivery outcome that its status tells, at the rates providers report', () => {
    const rows = communicationHistory.all();
    const count = (channel: string, test: (row: (typeof rows)[number]) => boolean) =>
      rows.filter((row) => row.channel === channel && test(row)).length;
    const sms = count('SMS', () => true);
    const email = count('EMAIL', () => true);
    const now = seedNow().getTime();
    const EXPECTED = {
      CONFIRMED: { SMS: ['DELIVERED'], EMAIL: ['DELIVERED'] },
      DELIVERED: { SMS: ['DELIVERED'], EMAIL: ['DELIVERED'] },
      SENT: { SMS: ['SENT', 'QUEUED'], EMAIL: ['SENT', 'QUEUED'] },
      FAILED: { SMS: ['FAILED'], EMAIL: ['BOUNCED', 'COMPLAINT'] },
    };
    const incoherent = rows.filter(({ outcome, status, channel, sentAt }) => {
      const at = Date.parse(outcome!.at);
      return (
        !EXPECTED[status][channel].includes(outcome!.status) ||
        // A reason only with a failed SMS, and always with it; a bounce kind only with a bounce.
        (outcome!.failureReason !== undefined) !== (outcome!.status === 'FAILED') ||
        (outcome!.bounce !== undefined) !== (outcome!.status === 'BOUNCED') ||
        at < Date.parse(sentAt) ||
        at > now ||
        (outcome!.status === 'QUEUED' && now - Date.parse(sentAt) > 3 * 3_600_000)
      );
    });
    expect(incoherent).toEqual([]);
    const smsFailed = count('SMS', (row) => row.outcome!.status === 'FAILED') / sms;
    expect(smsFailed).toBeGreaterThan(0.02);
    expect(smsFailed).toBeLessThan(0.07);
    const bounced = (bounce: string) =>
      count('EMAIL', (row) => row.outcome!.status === 'BOUNCED' && row.outcome!.bounce === bounce) / email;
    expect(bounced('HARD')).toBeGreaterThan(0.005);
    expect(bounced('HARD')).toBeLessThan(0.02);
    expect(bounced('SOFT')).toBeGreaterThan(0.015);
    expect(bounced('SOFT')).toBeLessThan(0.05);
    const complaints = count('EMAIL', (row) => row.outcome!.status === 'COMPLAINT') / email;
    expect(complaints).toBeGreaterThan(0);
    expect(complaints).toBeLessThan(0.005);
    const reasons = new Set(rows.map((row) => row.outcome!.failureReason).filter(Boolean));
    expect(reasons).toEqual(
      new Set(['LANDLINE', 'INVALID_NUMBER', 'CARRIER_BLOCKED', 'UNREACHABLE', 'OTHER']),
    );
  });

  it('gives each practice with the module its three preferences with varied states', () => {
    expect(communicationPreferences.count()).toBe(withModule.length * 3);
    const states = communicationPreferences.all().map((preference) => preference.state);
    expect(states.filter((state) => state === 'ENABLING')).toHaveLength(1);
    expect(states.filter((state) => state === 'DISABLING')).toHaveLength(1);
    expect(states.filter((state) => state === 'DISABLED').length).toBeGreaterThanOrEqual(3);
  });

  it('seeds templates that follow the rules the API enforces, identify the clinic and let go, with French SMS outside GSM-7', () => {
    const templates = communicationTemplates.all();
    expect(templates).toHaveLength(withModule.length * 12);
    for (const template of templates) {
      // Every rule of the editor and the API, CASL's identification included, without writing the name out.
      expect(templateIssues(template)).toEqual([]);
      const tokens = [...placeholderTokens(template.body), ...placeholderTokens(template.subject ?? '')];
      expect(tokens.every(isKnownPlaceholder)).toBe(true);
      expect(template.subject !== undefined).toBe(template.channel === 'EMAIL');
    }
    const frenchSms = templates.filter(
      (template) => template.channel === 'SMS' && template.language === 'FR',
    );
    expect(frenchSms.filter((template) => !isGsm7(template.body)).length).toBeGreaterThan(
      frenchSms.length / 3,
    );
    expect(
      templates
        .filter((template) => template.channel === 'SMS' && template.language === 'EN')
        .every((t) => isGsm7(t.body)),
    ).toBe(true);
  });

  it('has an SMS package per practice, its month used in the band of the directory flag', () => {
    expect(smsPackages.count()).toBe(PRACTICES.length);
    for (const practice of withModule) {
      const usage = smsPackageUsage(practice);
      const percent = (usage.used / usage.limit) * 100;
      if (practice.sms === 'low') expect(percent).toBeGreaterThanOrEqual(20);
      if (practice.sms === 'low') expect(percent).toBeLessThanOrEqual(60);
      if (practice.sms === 'near-limit') expect(percent).toBeGreaterThanOrEqual(85);
      if (practice.sms === 'near-limit') expect(percent).toBeLessThan(100);
      expect(usage.suspended).toBe(practice.sms === 'over-limit');
    }
  });

  it('clears the tens of thousands of history rows in one step, so that a reset does not take seconds', async () => {
    const count = communicationHistory.count();
    const started = performance.now();
    for (const collection of Object.values(communicationArea.collections)) collection.clear();
    expect(performance.now() - started).toBeLessThan(250);
    expect(communicationHistory.count()).toBe(0);
    await communicationArea.seed();
    expect(communicationHistory.count()).toBe(count);
  });
});
