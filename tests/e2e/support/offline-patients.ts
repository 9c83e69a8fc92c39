import type { Page } from '@playwright/test';

/**
 * The offline API's patient controls from a journey, through the page's fetch as a person's
 * console or curl would call them (mocks/handlers/reply-control.ts, outcome-control.ts): whom a
 * reply or a delivery receipt can be about, and the provider's receipt itself.
 */
export interface PendingPatient {
  patientId: string;
  appointmentId: string;
  fileNumber: string;
  firstName: string;
  lastName: string;
  /** The channels that still reach the patient. */
  reachableBy: string[];
  /** What the plan of the next two weeks will send about the appointment. */
  planned: { kind: string; channel: string; scheduledAt: string }[];
}

/** Patients with a confirmation request pending on a number of their own, first ones first. */
export const pendingRequests = (page: Page, practiceId: string) =>
  page.evaluate(async (id) => {
    const response = await fetch(`/api/__offline/replies/pending?practiceId=${id}`);
    if (!response.ok) throw new Error(`pending control: ${response.status} ${await response.text()}`);
    return (await response.json()) as PendingPatient[];
  }, practiceId);

export interface DeclaredOutcome {
  practiceId: string;
  patientId: string;
  channel: 'SMS' | 'EMAIL';
  /** LANDLINE, INVALID_NUMBER… for SMS; HARD_BOUNCE, SOFT_BOUNCE, COMPLAINT for email. */
  reason: string;
}

/** The provider reports now what became of the patient's contact on that channel. */
export const declareOutcome = (page: Page, body: DeclaredOutcome) =>
  page.evaluate(async (outcome) => {
    const response = await fetch('/api/__offline/outcomes', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(outcome),
    });
    if (!response.ok) throw new Error(`outcome control: ${response.status} ${await response.text()}`);
    return (await response.json()) as { at: string; standing: { valid: boolean; reason?: string } };
  }, body);

/**
 * Whose number to declare a landline so that no channel reaches them: a patient with an SMS
 * planned on a number that works today, those without a working email first. `closeEmail`: the
 * chosen one still has an email that works, which a bounce must close first (with none of the
 * first pending patients lacking one, as on some days of the generated data).
 */
export const landlineCandidate = (pending: readonly PendingPatient[]) => {
  const candidates = pending.filter(
    (entry) =>
      entry.reachableBy.includes('SMS') && entry.planned.some((message) => message.channel === 'SMS'),
  );
  const patient = candidates.find((entry) => !entry.reachableBy.includes('EMAIL')) ?? candidates[0];
  return patient && { patient, closeEmail: patient.reachableBy.includes('EMAIL') };
};
