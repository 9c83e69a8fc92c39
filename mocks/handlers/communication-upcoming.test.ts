import { describe, expect, it } from 'vitest';
import {
  GetUpcomingMessagesResponse,
  GetUpcomingMessagesSummaryResponse,
} from '@/api/generated/communication/communication.zod';
import { SKIP_REASONS } from '@/domain/sending-types';
import { addDays } from '@/domain/zoned-time';
import { communicationPreferences } from '../db/communication';
import { HISTORY_PRACTICE, PRACTICES } from '../db/practice-directory';
import { clientAs, expectContract, expectProblem, fieldsOf } from './api-test-client';
import { clinic, everyMessage, summary, todayOf, upcoming } from './communication-upcoming.test-support';

/** Saint-Laurent, near its SMS package, is the demo practice administrator's. */
const NEAR_LIMIT = PRACTICES.find((practice) => practice.name === 'Centre dentaire Saint-Laurent')!;

const setHygieneRecalls = async (enabled: boolean) => {
  const preference = communicationPreferences.findFirst((q) =>
    q.where({ practiceId: HISTORY_PRACTICE.id, kind: 'HYGIENE_RECALL' }),
  )!;
  const response = await clinic(
    'PATCH',
    `/practices/${HISTORY_PRACTICE.id}/communication/preferences/${preference.id}`,
    { enabled },
  );
  expect(response.status).toBe(200);
  // The change reaches the practice: what the offline API does by itself 20 s later.
  await communicationPreferences.updateMany((q) => q.where({ id: preference.id }), {
    data(stored) {
      stored.settlesAt = new Date(Date.now() - 1_000).toISOString();
    },
  });
};

const confirmPublicly = (practiceId: string, appointmentId: string) =>
  fetch(`http://localhost/api/public/practice/${practiceId}/appointment/confirm`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ appointmentId, eventType: 'Confirmation', protocol: 'SMS' }),
  });

describe('upcoming messages', () => {
  it('lists two weeks from the practice’s today by default, in order of sending, every one after now', async () => {
    const today = todayOf(HISTORY_PRACTICE.id);
    const { items, meta } = await upcoming('?pageSize=200');
    expect(meta.totalItems).toBeGreaterThan(200);
    const times = items.map((item) => item.scheduledAt);
    expect(times).toEqual([...times].sort());
    for (const item of items) {
      expect(item.day >= today && item.day <= addDays(today, 13)).toBe(true);
      expect(Date.parse(item.scheduledAt)).toBeGreaterThan(Date.now() - 60_000);
      expect(item.status === 'SKIPPED').toBe(item.reason !== undefined);
    }
  });

  it('counts in the summary exactly what the list holds, per kind and reason', async () => {
    const today = todayOf(HISTORY_PRACTICE.id);
    const range = `?from=${addDays(today, 1)}&to=${addDays(today, 5)}`;
    const [messages, counts] = await Promise.all([everyMessage(range), summary(range)]);
    expect(counts.days.map((day) => day.date)).toEqual([1, 2, 3, 4, 5].map((n) => addDays(today, n)));
    for (const kind of ['REMINDER', 'CONFIRMATION', 'HYGIENE_RECALL'] as const) {
      const ofKind = messages.filter((message) => message.kind === kind);
      const planned = counts.days.reduce((sum, day) => sum + day.kinds[kind].planned, 0);
      expect(planned).toBe(ofKind.filter((message) => message.status === 'PLANNED').length);
      for (const reason of SKIP_REASONS) {
        const skipped = counts.days.reduce((sum, day) => sum + day.kinds[kind].skipped[reason], 0);
        expect(skipped, `${kind} ${reason}`).toBe(
          ofKind.filter((message) => message.reason === reason).length,
        );
      }
    }
    const segments = messages
      .filter((message) => message.status === 'PLANNED' && message.channel === 'SMS')
      .reduce((sum, message) => sum + (message.smsSegments ?? 0), 0);
    expect(counts.days.reduce((sum, day) => sum + day.smsSegments, 0)).toBe(segments);
  });

  it('filters by kind, status, reason and patient, on the server', async () => {
    const { items: recalls } = await upcoming('?kind=HYGIENE_RECALL&pageSize=200');
    expect(recalls.length).toBeGreaterThan(0);
    expect(recalls.every((item) => item.kind === 'HYGIENE_RECALL' && item.dueDate)).toBe(true);

    const { items: skipped } = await upcoming('?reason=UPCOMING_HYGIENE_APPOINTMENT&pageSize=50');
    expect(skipped.length).toBeGreaterThan(0);
    for (const item of skipped) {
      expect(item).toMatchObject({ status: 'SKIPPED', kind: 'HYGIENE_RECALL' });
      expect(item.appointment?.hygiene).toBe(true);
      expect(item.reasonAt).toBe(item.appointment?.startsAt);
    }

    const someone = recalls[0]!.patient;
    const accentless = someone.lastName
      .normalize('NFD')
      .replace(/\p{Diacritic}/gu, '')
      .toUpperCase();
    const { items: found } = await upcoming(`?search=${encodeURIComponent(accentless)}&pageSize=200`);
    expect(found.map((item) => item.patient.id)).toContain(someone.id);
    const plain = (text: string) =>
      text
        .normalize('NFD')
        .replace(/\p{Diacritic}/gu, '')
        .toUpperCase();
    for (const { patient } of found) {
      const texts = [
        patient.fileNumber,
        patient.firstName,
        patient.lastName,
        `${patient.firstName} ${patient.lastName}`,
      ];
      expect(texts.some((text) => plain(text).includes(accentless))).toBe(true);
    }
  });

  it('refuses a range before today, past the 60 days ahead, or ending before it starts', async () => {
    const today = todayOf(HISTORY_PRACTICE.id);
    const path = `/practices/${HISTORY_PRACTICE.id}/communication/upcoming`;
    const tooEarly = await expectProblem(await clinic('GET', `${path}?from=${addDays(today, -1)}`), 400);
    expect(fieldsOf(tooEarly)).toEqual(['from']);
    const tooLate = await expectProblem(await clinic('GET', `${path}?to=${addDays(today, 60)}`), 400);
    expect(fieldsOf(tooLate)).toEqual(['to']);
    const reversed = await expectProblem(
      await clinic('GET', `${path}?from=${addDays(today, 3)}&to=${addDays(today, 2)}`),
      400,
    );
    expect(fieldsOf(reversed)).toEqual(['to']);
    const { meta } = await upcoming(`?from=${today}&to=${addDays(today, 59)}&pageSize=1`);
    expect(meta.totalItems).toBeGreaterThan(1_000);
  });

  it('skips every recall as turned off once recalls are off, and plans them again once on', async () => {
    await setHygieneRecalls(false);
    const off = await everyMessage('?kind=HYGIENE_RECALL');
    expect(off.length).toBeGreaterThan(0);
    expect(off.every((message) => message.reason === 'KIND_DISABLED')).toBe(true);

    await setHygieneRecalls(true);
    const on = await everyMessage('?kind=HYGIENE_RECALL');
    expect(on.map((message) => message.id)).toEqual(off.map((message) => message.id));
    expect(on.filter((message) => message.status === 'PLANNED').length).toBeGreaterThan(0);
    expect(on.some((message) => message.reason === 'KIND_DISABLED')).toBe(false);
  });

  it('stops the confirmation requests of an appointment the patient confirms from the public page', async () => {
    const { items } = await upcoming('?kind=CONFIRMATION&status=PLANNED&pageSize=200');
    const request = items.find((item) => item.appointment);
    expect(request).toBeDefined();
    const appointmentId = request!.appointment!.id;
    expect((await confirmPublicly(HISTORY_PRACTICE.id, appointmentId)).status).toBe(200);

    const after = (await everyMessage('?kind=CONFIRMATION')).filter(
      (message) => message.appointment?.id === appointmentId,
    );
    expect(after.length).toBeGreaterThan(0);
    for (const message of after) {
      expect(message).toMatchObject({ status: 'SKIPPED', reason: 'ALREADY_CONFIRMED' });
      expect(Date.parse(message.reasonAt!)).toBeLessThanOrEqual(Date.now());
    }
  });

  it('projects the month of the practice near its package past the warning threshold', async () => {
    const { smsForecast } = await summary('', NEAR_LIMIT.id);
    const month = smsForecast.months[0]!;
    expect(month.used).toBeGreaterThan(0);
    expect(month.projected).toBe(month.used + month.planned);
    expect((month.projected / smsForecast.limit) * 100).toBeGreaterThanOrEqual(smsForecast.warningPercent);
    expect(smsForecast.daily.at(-1)?.date).toBe(smsForecast.months.at(-1)?.through);
  });

  it('skips the SMS of a practice over its package until the month ends, and plans them again after', async () => {
    const overLimit = PRACTICES.find((practice) => practice.name === 'Dentistes associés de Laval')!;
    const admin = clientAs('sysadmin');
    const today = todayOf(overLimit.id);
    const range = `?to=${addDays(today, 45)}`;
    const { smsForecast } = await expectContract(
      await admin('GET', `/practices/${overLimit.id}/communication/upcoming/summary${range}`),
      GetUpcomingMessagesSummaryResponse,
    );
    const [current, next] = smsForecast.months;
    expect(current!.exhaustedOn).toBeDefined();
    expect(next!.exhaustedOn).toBeUndefined();
    expect(next!.planned).toBeGreaterThan(0);
    const { items } = await expectContract(
      await admin('GET', `/practices/${overLimit.id}/communication/upcoming${range}&pageSize=200`),
      GetUpcomingMessagesResponse,
    );
    const sms = items.filter((item) => item.channel === 'SMS');
    expect(sms.some((message) => message.reason === 'SMS_PACKAGE_EXHAUSTED')).toBe(true);
    for (const item of sms.filter((message) => message.day.slice(0, 7) === current!.month)) {
      expect(item.reason === 'SMS_PACKAGE_EXHAUSTED' || item.status === 'SKIPPED').toBe(true);
    }
  });

  it('hides a practice the caller cannot see', async () => {
    const stranger = PRACTICES.find((practice) => practice.name === 'Bay Street Dental')!;
    await expectProblem(await clinic('GET', `/practices/${stranger.id}/communication/upcoming`), 404);
    await expectProblem(await clinic('GET', `/practices/${stranger.id}/communication/upcoming/summary`), 404);
    await expectProblem(await clinic('GET', `/practices/${stranger.id}/communication/opt-outs`), 404);
  });
});
