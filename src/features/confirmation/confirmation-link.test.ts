import { describe, expect, it } from 'vitest';
import { readConfirmationLink } from './confirmation-link';

const PRACTICE = '0b8f4c2e-6a1d-4f7e-9c3b-2d5e8a1f0c47';

describe('readConfirmationLink', () => {
  it('reads the practice, the appointment and the channel of the link', () => {
    expect(
      readConfirmationLink(`?practiceId=${PRACTICE}&appointmentId=Qm7x2KfR9tLw4ZpN8vB3&channel=SMS&lang=fr`),
    ).toEqual({ practiceId: PRACTICE, appointmentId: 'Qm7x2KfR9tLw4ZpN8vB3', protocol: 'SMS' });
    expect(
      readConfirmationLink(`practiceId=${PRACTICE}&appointmentId=Qm7x2KfR9tLw4ZpN8vB3&channel=email`),
    ).toMatchObject({
      protocol: 'Email',
    });
  });

  it('sends Email when the link names no channel (SPEC §4)', () => {
    expect(readConfirmationLink(`?practiceId=${PRACTICE}&appointmentId=Qm7x2KfR9tLw4ZpN8vB3`)).toMatchObject({
      protocol: 'Email',
    });
  });

  it('refuses an incomplete or garbled link', () => {
    expect(readConfirmationLink('')).toBeUndefined();
    expect(readConfirmationLink(`?practiceId=${PRACTICE}`)).toBeUndefined();
    expect(readConfirmationLink('?practiceId=nope&appointmentId=Qm7x2KfR9tLw4ZpN8vB3')).toBeUndefined();
    expect(readConfirmationLink(`?practiceId=${PRACTICE}&appointmentId=short`)).toBeUndefined();
    expect(
      readConfirmationLink(`?practiceId=${PRACTICE}&appointmentId=Qm7x2KfR9t%20Lw4ZpN8vB3`),
    ).toBeUndefined();
  });
});
