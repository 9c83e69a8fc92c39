// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { timingIssues } from './communication-timing';

describe('the hour of a scheduled kind', () => {
  it('is 8 to 20: nothing leaves before 8:00 or from 21:00', () => {
    for (const sendHour of [8, 9, 14, 20]) {
      expect(timingIssues('REMINDER', { sendTiming: 'BEFORE', days: 2, sendHour })).toEqual([]);
    }
    for (const sendHour of [0, 5, 7, 21, 22, 23, 7.5]) {
      expect(timingIssues('HYGIENE_RECALL', { sendTiming: 'NONE', sendHour }), String(sendHour)).toEqual([
        { field: 'sendHour', code: 'quiet_hours' },
      ]);
    }
  });

  it('is judged only when given, and not for a confirmation sent at booking, which has none', () => {
    expect(timingIssues('REMINDER', { sendTiming: 'BEFORE', days: 2 })).toEqual([]);
    expect(timingIssues('CONFIRMATION', { sendTiming: 'APPOINTMENT_CREATION', sendHour: 23 })).toEqual([]);
  });

  it('is reported beside the other issues of the timing', () => {
    expect(timingIssues('REMINDER', { sendTiming: 'BEFORE', days: 0, sendHour: 6 })).toEqual([
      { field: 'days', code: 'too_small' },
      { field: 'sendHour', code: 'quiet_hours' },
    ]);
  });
});
