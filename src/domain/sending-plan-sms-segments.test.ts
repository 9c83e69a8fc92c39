import { describe, expect, it } from 'vitest';
import { buildSendingPlan } from './sending-plan';
import {
  appointment,
  busyDays,
  messageOf,
  patient,
  planInput,
  preference,
} from './sending-plan.test-support';
import { TEMPLATES } from './sending-templates.test-support';

/** The SMS package counts the segments of each patient's real text, not the template's. */

describe('segments of the real text', () => {
  const longer = TEMPLATES.map((template) =>
    template.kind === 'REMINDER' && template.channel === 'SMS' && template.language === 'FR'
      ? {
          ...template,
          body: 'Bonjour {{patientFirstName}} {{patientLastName}}, votre rendez-vous est le {{date}} a {{time}}. Au plaisir!',
        }
      : template,
  );
  const plan = buildSendingPlan(
    planInput({
      preferences: [preference('REMINDER', { channels: ['SMS'] })],
      templates: longer,
      patients: [patient('cote', { lastName: 'Côté' }), patient('cote-plain', { lastName: 'Cote' })],
      appointments: [
        appointment('apt-1', 'cote', '2026-11-03T15:00:00Z'),
        appointment('apt-2', 'cote-plain', '2026-11-03T15:00:00Z'),
        ...busyDays('2026-11-02'),
      ],
    }),
  );

  it('cost more for a patient whose name takes the text out of GSM-7 (Côté)', () => {
    expect(messageOf(plan, 'REMINDER.apt-1.SMS').message?.body).toBe(
      'Bonjour Marie Côté, votre rendez-vous est le mardi 3 novembre a 10 h. Au plaisir!',
    );
    expect(messageOf(plan, 'REMINDER.apt-1.SMS').smsSegments).toBe(2);
    expect(messageOf(plan, 'REMINDER.apt-2.SMS').smsSegments).toBe(1);
    expect(plan.days.find((day) => day.date === '2026-11-02')?.smsSegments).toBe(3);
    expect(plan.forecast.months[1]).toMatchObject({ month: '2026-11', planned: 3 });
  });
});
