// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  contactStanding,
  contactStandings,
  failureWeight,
  isFinalOutcome,
  standingOf,
  unreachableOn,
  unreachablePatient,
  type DeliveryOutcome,
  type MessageOutcome,
} from './delivery-outcomes';

const day = (n: number, hour = 10) =>
  `2026-11-${String(n).padStart(2, '0')}T${String(hour).padStart(2, '0')}:00:00Z`;

const delivered: DeliveryOutcome = { status: 'DELIVERED' };
const unreachable: DeliveryOutcome = { status: 'FAILED', reason: 'UNREACHABLE' };
const softBounce: DeliveryOutcome = { status: 'BOUNCED', bounce: 'SOFT' };

describe('failureWeight', () => {
  it.each<[DeliveryOutcome, string | undefined]>([
    [{ status: 'QUEUED' }, undefined],
    [{ status: 'SENT' }, undefined],
    [delivered, undefined],
    [{ status: 'FAILED', reason: 'LANDLINE' }, 'HARD'],
    [{ status: 'FAILED', reason: 'INVALID_NUMBER' }, 'HARD'],
    [{ status: 'FAILED', reason: 'CARRIER_BLOCKED' }, 'SOFT'],
    [unreachable, 'SOFT'],
    [{ status: 'FAILED', reason: 'OTHER' }, 'SOFT'],
    [{ status: 'BOUNCED', bounce: 'HARD' }, 'HARD'],
    [softBounce, 'SOFT'],
    [{ status: 'COMPLAINT' }, 'HARD'],
  ])('weighs %j as %s', (outcome, weight) => {
    expect(failureWeight(outcome)).toBe(weight);
  });

  it('knows a queued or sent message may still change', () => {
    expect(isFinalOutcome({ status: 'SENT' })).toBe(false);
    expect(isFinalOutcome(delivered)).toBe(true);
  });
});

describe('contactStanding', () => {
  it('keeps a contact valid that nothing failed on, or that only waits for receipts', () => {
    expect(contactStanding([])).toEqual({ valid: true });
    expect(contactStanding([{ at: day(1), outcome: { status: 'SENT' } }])).toEqual({ valid: true });
  });

  it.each<[DeliveryOutcome, string]>([
    [{ status: 'FAILED', reason: 'LANDLINE' }, 'LANDLINE'],
    [{ status: 'FAILED', reason: 'INVALID_NUMBER' }, 'INVALID_NUMBER'],
    [{ status: 'BOUNCED', bounce: 'HARD' }, 'HARD_BOUNCE'],
    [{ status: 'COMPLAINT' }, 'COMPLAINT'],
  ])('invalidates a contact at once on %j', (outcome, reason) => {
    expect(
      contactStanding([
        { at: day(1), outcome: delivered },
        { at: day(2), outcome },
      ]),
    ).toEqual({
      valid: false,
      reason,
      since: day(2),
    });
  });

  it('lets a later delivery bring a landline or a hard bounce back, never a complaint', () => {
    const later = { at: day(5), outcome: delivered };
    expect(
      contactStanding([later, { at: day(2), outcome: { status: 'FAILED', reason: 'LANDLINE' } }]),
    ).toEqual({
      valid: true,
    });
    expect(contactStanding([{ at: day(2), outcome: { status: 'COMPLAINT' } }, later]).reason).toBe(
      'COMPLAINT',
    );
  });

  it('keeps a contact valid through soft failures, up to three in a row over a day', () => {
    expect(
      contactStanding([
        { at: day(1), outcome: unreachable },
        { at: day(3), outcome: softBounce },
      ]).valid,
    ).toBe(true);
    // Three on the same day: the phone was off that day.
    const oneDay = [9, 10, 11].map((hour) => ({ at: day(1, hour), outcome: unreachable }));
    expect(contactStanding(oneDay).valid).toBe(true);
    // A delivery between them starts the count again.
    expect(
      contactStanding([
        { at: day(1), outcome: unreachable },
        { at: day(3), outcome: unreachable },
        { at: day(4), outcome: delivered },
        { at: day(6), outcome: unreachable },
      ]).valid,
    ).toBe(true);
  });

  it('calls a contact unreachable after three soft failures in a row a day apart or more', () => {
    const outcomes = [
      { at: day(1), outcome: unreachable },
      { at: day(1, 12), outcome: { status: 'SENT' } as DeliveryOutcome },
      { at: day(2), outcome: { status: 'FAILED', reason: 'CARRIER_BLOCKED' } as DeliveryOutcome },
      { at: day(8), outcome: unreachable },
    ];
    expect(contactStanding(outcomes)).toEqual({ valid: false, reason: 'REPEATED_FAILURES', since: day(8) });
  });
});

describe('a practice’s contacts', () => {
  const outcomes: MessageOutcome[] = [
    { channel: 'SMS', to: '+15145550123', at: day(1), outcome: { status: 'FAILED', reason: 'LANDLINE' } },
    {
      channel: 'EMAIL',
      to: 'Marie.Cote@Example.ca',
      at: day(2),
      outcome: { status: 'BOUNCED', bounce: 'HARD' },
    },
    { channel: 'SMS', to: '438 555 0199', at: day(2), outcome: delivered },
  ];
  const standings = contactStandings(outcomes);

  it('finds a contact however it was written', () => {
    expect(standingOf(standings, 'SMS', '(514) 555-0123').reason).toBe('LANDLINE');
    expect(standingOf(standings, 'EMAIL', 'marie.cote@example.ca').reason).toBe('HARD_BOUNCE');
    expect(standingOf(standings, 'EMAIL', 'Marie Côté <marie.cote@example.ca>').reason).toBe('HARD_BOUNCE');
    expect(standingOf(standings, 'SMS', '+14385550199').valid).toBe(true);
    expect(standingOf(standings, 'SMS', '819 555 0100').valid).toBe(true);
  });

  it('says why a patient cannot be reached on a channel, and whether on any', () => {
    const patient = { phone: '514-555-0123', email: 'marie.cote@example.ca', optOuts: [] };
    expect(unreachableOn(patient, 'SMS', standings)).toBe('LANDLINE');
    expect(unreachablePatient(patient, standings)).toEqual({ SMS: 'LANDLINE', EMAIL: 'HARD_BOUNCE' });

    const optedOut = {
      phone: '438 555 0199',
      email: undefined,
      optOuts: [{ channel: 'SMS' as const, at: day(3) }],
    };
    expect(unreachablePatient(optedOut, standings)).toEqual({ SMS: 'OPTED_OUT', EMAIL: 'NO_VALID_CONTACT' });
    // The opt-out first, as the sending rules: a landline the patient also stopped is an opt-out.
    const stoppedLandline = { ...patient, optOuts: [{ channel: 'SMS' as const, at: day(3) }] };
    expect(unreachableOn(stoppedLandline, 'SMS', standings)).toBe('OPTED_OUT');

    const reachable = { phone: '438 555 0199', email: 'pas-un-courriel', optOuts: [] };
    expect(unreachableOn(reachable, 'EMAIL', standings)).toBe('NO_VALID_CONTACT');
    expect(unreachablePatient(reachable, standings)).toBeUndefined();
  });
});
