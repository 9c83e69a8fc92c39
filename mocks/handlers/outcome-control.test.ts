import { describe, expect, it } from 'vitest';
import {
  GetUnreachablePatientsResponse,
  GetUpcomingMessagesResponse,
} from '@/api/generated/communication/communication.zod';
import { API, expectContract } from './api-test-client';
import { base, clinic, PRACTICE } from './conversations.test-support';

const declare = (body: Record<string, unknown>) =>
  fetch(`${API}/__offline/outcomes`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ practiceId: PRACTICE, ...body }),
  });

const declared = async (body: Record<string, unknown>) => {
  const response = await declare(body);
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as {
    channel: string;
    to: string;
    at: string;
    standing: { valid: boolean; reason?: string; since?: string };
    patientIds: string[];
  };
};

interface Pending {
  patientId: string;
  fileNumber: string;
  reachableBy: string[];
  planned: { channel: string }[];
}

/** The reply control's patients with a confirmation request pending, over HTTP as a demo reads them. */
const pending = async () => {
  const response = await fetch(`${API}/__offline/replies/pending?practiceId=${PRACTICE}`);
  expect(response.status).toBe(200);
  return (await response.json()) as Pending[];
};

/** A patient with an SMS planned whom both channels still reach, not taken by an earlier test. */
const reachablePatient = async (taken: Set<string>) => {
  const found = (await pending()).find(
    (entry) =>
      !taken.has(entry.patientId) &&
      entry.planned.some((message) => message.channel === 'SMS') &&
      entry.reachableBy.includes('SMS') &&
      entry.reachableBy.includes('EMAIL'),
  );
  if (!found) throw new Error('The seed has no pending patient with an SMS planned and an email that works');
  taken.add(found.patientId);
  return found;
};

const upcomingSms = async ({ patientId, fileNumber }: Pending) => {
  const { items } = await expectContract(
    await clinic('GET', `${base}/upcoming?pageSize=200&search=${fileNumber}`),
    GetUpcomingMessagesResponse,
  );
  return items.filter((message) => message.patient.id === patientId && message.channel === 'SMS');
};

const unreachable = async (query: string) =>
  expectContract(
    await clinic('GET', `${base}/unreachable?pageSize=200${query}`),
    GetUnreachablePatientsResponse,
  );

const taken = new Set<string>();

describe('the delivery outcome control', () => {
  it('marks a landline for good from now: the SMS of the plan say why', async () => {
    const patient = await reachablePatient(taken);
    expect((await upcomingSms(patient)).length).toBeGreaterThan(0);
    const receipt = await declared({ patientId: patient.patientId, channel: 'SMS', reason: 'LANDLINE' });
    expect(receipt.standing).toMatchObject({ valid: false, reason: 'LANDLINE', since: receipt.at });
    expect(receipt.patientIds).toContain(patient.patientId);

    const sms = await upcomingSms(patient);
    expect(sms.length).toBeGreaterThan(0);
    for (const message of sms)
      expect(message).toMatchObject({
        status: 'SKIPPED',
        reason: 'NO_VALID_CONTACT',
        contactReason: 'LANDLINE',
        reasonAt: receipt.at,
      });
    // Their email still reaches them: not on the list of patients no message reaches.
    const listed = await unreachable('&reason=LANDLINE');
    expect(listed.items.map((item) => item.patient.id)).not.toContain(patient.patientId);
    const after = (await pending()).find((entry) => entry.patientId === patient.patientId);
    expect(after?.reachableBy).toEqual(['EMAIL']);
  });

  it('with the email bounced too, puts the patient on the unreachable list, each channel with why', async () => {
    const patient = await reachablePatient(taken);
    const before = (await unreachable('')).meta.totalItems;
    await declared({ patientId: patient.patientId, channel: 'SMS', reason: 'INVALID_NUMBER' });
    const bounce = await declared({ patientId: patient.patientId, channel: 'EMAIL', reason: 'HARD_BOUNCE' });
    expect(bounce.standing).toMatchObject({ valid: false, reason: 'HARD_BOUNCE' });
    const after = await unreachable('&reason=INVALID_NUMBER');
    const entry = after.items.find((item) => item.patient.id === patient.patientId);
    expect(entry?.channels).toEqual([
      { channel: 'EMAIL', reason: 'HARD_BOUNCE', since: bounce.at },
      expect.objectContaining({ channel: 'SMS', reason: 'INVALID_NUMBER' }),
    ]);
    expect(entry?.missedMessages).toBeGreaterThan(0);
    expect((await unreachable('')).meta.totalItems).toBeGreaterThan(before);
  });

  it('leaves a contact valid after one soft failure', async () => {
    const patient = await reachablePatient(taken);
    const soft = await declared({ patientId: patient.patientId, channel: 'EMAIL', reason: 'SOFT_BOUNCE' });
    expect(soft.standing).toEqual({ valid: true });
    const carrier = await declared({ patientId: patient.patientId, channel: 'SMS', reason: 'UNREACHABLE' });
    expect(carrier.standing).toEqual({ valid: true });
  });

  it('refuses a reason of the other channel, a patient the practice lacks, or no body', async () => {
    const [{ patientId }] = (await pending()) as [Pending];
    for (const body of [
      { patientId, channel: 'EMAIL', reason: 'LANDLINE' },
      { patientId, channel: 'SMS', reason: 'HARD_BOUNCE' },
      { patientId: 'P-nobody', channel: 'SMS', reason: 'LANDLINE' },
      { patientId, channel: 'SMS' },
      { practiceId: 'nowhere', patientId, channel: 'SMS', reason: 'LANDLINE' },
    ]) {
      const response = await declare(body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(await response.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
    }
    const garbled = await fetch(`${API}/__offline/outcomes`, { method: 'POST', body: 'not json' });
    expect(garbled.status).toBe(400);
  });
});
