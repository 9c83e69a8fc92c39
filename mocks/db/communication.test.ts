import { describe, expect, it } from 'vitest';
import {
  communicationArea,
  communicationHistory,
  communicationPreferences,
  communicationTemplates,
  smsPackages,
} from './communication';
import { buildHistoryRows } from './communication-history-seed';
import { isKnownPlaceholder, missingPlaceholders, placeholderTokens } from '@/domain/template-placeholders';
import { HISTORY_PRACTICE, PRACTICES } from './practice-directory';
import { SEED_NOW } from './seeded-faker';
import { isGsm7 } from '@/domain/sms-segments';

const withModule = PRACTICES.filter((practice) => practice.automatedCommunications);

describe('communication seed', () => {
  it('is identical on every run', () => {
    const seed = { practice: HISTORY_PRACTICE, count: 500, spanDays: 730, patientCount: 100 };
    expect(buildHistoryRows(seed)).toEqual(buildHistoryRows(seed));
    const seeded = communicationHistory.findMany((q) => q.where({ practiceId: HISTORY_PRACTICE.id }), {
      take: 3,
    });
    expect(seeded.map((row) => row.id)).toEqual(
      buildHistoryRows({ ...seed, count: 20_000, patientCount: 3_200 })
        .slice(0, 3)
        .map((row) => row.id),
    );
  });

  it('has 20,000 history rows for the demo practice over the two years before SEED_NOW', () => {
    const rows = communicationHistory.findMany((q) => q.where({ practiceId: HISTORY_PRACTICE.id }));
    expect(rows).toHaveLength(20_000);
    const twoYearsBefore = new Date(SEED_NOW.getTime() - 731 * 86_400_000).toISOString();
    expect(rows.every((row) => row.sentAt < SEED_NOW.toISOString() && row.sentAt > twoYearsBefore)).toBe(
      true,
    );
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

  it('gives each practice with the module its three preferences with varied states', () => {
    expect(communicationPreferences.count()).toBe(withModule.length * 3);
    const states = communicationPreferences.all().map((preference) => preference.state);
    expect(states.filter((state) => state === 'ENABLING')).toHaveLength(1);
    expect(states.filter((state) => state === 'DISABLING')).toHaveLength(1);
    expect(states.filter((state) => state === 'DISABLED').length).toBeGreaterThanOrEqual(3);
  });

  it('seeds templates that follow the rules the API enforces, with French SMS outside GSM-7', () => {
    const templates = communicationTemplates.all();
    expect(templates).toHaveLength(withModule.length * 12);
    for (const template of templates) {
      expect(missingPlaceholders(template.kind, template.body)).toEqual([]);
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

  it('has an SMS package per practice, following the directory flag', () => {
    expect(smsPackages.count()).toBe(PRACTICES.length);
    for (const practice of withModule) {
      const usage = smsPackages.findFirst((q) => q.where({ practiceId: practice.id }))!;
      const percent = (usage.used / usage.limit) * 100;
      if (practice.sms === 'low') expect(percent).toBeGreaterThanOrEqual(20);
      if (practice.sms === 'low') expect(percent).toBeLessThanOrEqual(60);
      if (practice.sms === 'near-limit') expect(percent).toBeGreaterThanOrEqual(85);
      if (practice.sms === 'near-limit') expect(percent).toBeLessThan(100);
      expect(usage.suspended).toBe(practice.sms === 'over-limit');
    }
  });

  it('clears the 26,000 history rows in one step, so that a reset does not take seconds', async () => {
    const count = communicationHistory.count();
    const started = performance.now();
    for (const collection of Object.values(communicationArea.collections)) collection.clear();
    expect(performance.now() - started).toBeLessThan(250);
    expect(communicationHistory.count()).toBe(0);
    await communicationArea.seed();
    expect(communicationHistory.count()).toBe(count);
  });
});
