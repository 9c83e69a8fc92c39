import { describe, expect, it } from 'vitest';
import {
  GetCommunicationOptOutsResponse,
  GetCommunicationStatsResponse,
  GetConversationResponse,
  GetConversationsResponse,
  GetConversationsUnreadResponse,
  GetUnreachablePatientsResponse,
  GetUpcomingMessagesResponse,
  ReplyToConversationResponse,
  UpdateConversationResponse,
} from '@/api/generated/communication/communication.zod';
import { readReply } from '@/domain/reply-reading';
import { SEEDED_REPLIES } from '../db/conversation-texts';
import { HISTORY_PRACTICE } from '../db/practice-directory';
import { pendingConfirmationRequests } from '../db/conversation-replies';
import { API, clientAs, expectContract, expectProblem } from './api-test-client';

const clinic = clientAs('clinic');
const PRACTICE = HISTORY_PRACTICE.id;
const base = `/practices/${PRACTICE}/communication`;

const inbox = async (query = '') =>
  expectContract(await clinic('GET', `${base}/conversations${query}`), GetConversationsResponse);
const thread = async (id: string) =>
  expectContract(await clinic('GET', `${base}/conversations/${id}`), GetConversationResponse);
const unread = async () =>
  expectContract(await clinic('GET', `${base}/conversations/unread`), GetConversationsUnreadResponse);

const reply = async (body: Record<string, unknown>) => {
  const response = await fetch(`${API}/__offline/replies`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ practiceId: PRACTICE, ...body }),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as { conversationId: string; effect: string; reading: string };
};

/** A patient a reply from their number would be about (mocks/db/conversation-replies.ts). */
const pendingRequest = () => {
  const request = pendingConfirmationRequests(PRACTICE, new Date())[0];
  if (!request) throw new Error('The seed has no pending request to a number of its own');
  return request;
};

describe('the seeded replies', () => {
  it('read as the class each list stands for', () => {
    for (const language of ['FR', 'EN'] as const) {
      for (const text of SEEDED_REPLIES.CONFIRM[language])
        expect(readReply(text).reading, text).toBe('CONFIRM');
      for (const text of SEEDED_REPLIES.NEEDS_REPLY[language])
        expect(readReply(text).reading, text).toBe('NEEDS_REPLY');
      for (const text of SEEDED_REPLIES.HELP[language]) expect(readReply(text).reading, text).toBe('HELP');
    }
  });

  it('fill the inbox with every state, its counts over the whole inbox', async () => {
    const all = await inbox('?pageSize=200');
    expect(all.counts.ALL).toBeGreaterThan(20);
    expect(all.counts.UNKNOWN_SENDER).toBe(3);
    expect(all.counts.DONE).toBeGreaterThan(0);
    expect(all.counts.NEEDS_REPLY).toBeGreaterThan(0);
    const needing = await inbox('?state=NEEDS_REPLY&pageSize=200');
    expect(needing.meta.totalItems).toBe(all.counts.NEEDS_REPLY);
    expect(needing.items.every((item) => item.needsReply && !item.done)).toBe(true);
    // Most recent activity first.
    const times = all.items.map((item) => item.lastMessage.at);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('searches by name, file number and phone digits', async () => {
    const { items } = await inbox('?pageSize=200');
    const withPatient = items.find((item) => item.patient)!;
    const byName = await inbox(`?search=${encodeURIComponent(withPatient.patient!.lastName.toUpperCase())}`);
    expect(byName.items.map((item) => item.id)).toContain(withPatient.id);
    const byFile = await inbox(`?search=${withPatient.patient!.fileNumber}`);
    expect(byFile.items.map((item) => item.id)).toContain(withPatient.id);
    const unknown = items.find((item) => !item.patient)!;
    const byPhone = await inbox(`?search=${unknown.from!.slice(-7)}`);
    expect(byPhone.items.map((item) => item.id)).toEqual([unknown.id]);
  });

  it('show a thread oldest first, the automated request with its outcome before the reply', async () => {
    const { items } = await inbox('?state=NEEDS_REPLY');
    const withPatient = items.find((item) => item.patient)!;
    const { messages, channels } = await thread(withPatient.id);
    expect(messages.map((message) => message.at)).toEqual(messages.map((message) => message.at).sort());
    expect(messages[0]).toMatchObject({ direction: 'OUTBOUND', author: 'AUTOMATED', kind: 'CONFIRMATION' });
    expect(messages[0]!.outcome?.status).toBe('DELIVERED');
    expect(messages.at(-1)).toMatchObject({ direction: 'INBOUND', reading: 'NEEDS_REPLY', effect: 'NONE' });
    expect(channels.map((channel) => channel.channel)).toEqual(['EMAIL', 'SMS']);
  });
});

describe('a reply played now', () => {
  it('« Oui » confirms the pending request’s appointment: its later requests leave the plan', async () => {
    const request = pendingRequest();
    const result = await reply({ patientId: request.patientId, text: 'Oui merci 👍' });
    expect(result).toMatchObject({
      effect: 'CONFIRM',
      reading: 'CONFIRM',
      conversationId: request.patientId,
    });
    const { items } = await expectContract(
      await clinic('GET', `${base}/upcoming?kind=CONFIRMATION&pageSize=200`),
      GetUpcomingMessagesResponse,
    );
    const about = items.filter((message) => message.appointment?.id === request.appointmentId);
    expect(
      about.every((message) => message.status === 'SKIPPED' && message.reason === 'ALREADY_CONFIRMED'),
    ).toBe(true);
    // The portal handled it: nothing to read, nothing to answer.
    const { conversation } = await thread(request.patientId);
    expect(conversation).toMatchObject({ needsReply: false, unreadCount: 0 });
  });

  it('a question needs a reply and is counted; a staff answer closes it', async () => {
    const request = pendingRequest();
    const before = await unread();
    const result = await reply({
      patientId: request.patientId,
      text: 'Est-ce que je pourrais venir jeudi plutôt ?',
    });
    expect(result.effect).toBe('NEEDS_REPLY');
    expect(await unread()).toEqual({ unread: before.unread + 1, needsReply: before.needsReply + 1 });
    const answer = await expectContract(
      await clinic('POST', `${base}/conversations/${result.conversationId}/replies`, {
        channel: 'SMS',
        text: 'Bonjour, nous avons une place jeudi à 10 h.',
      }),
      ReplyToConversationResponse,
      201,
    );
    expect(answer).toMatchObject({ author: 'STAFF', direction: 'OUTBOUND', outcome: { status: 'SENT' } });
    const { conversation, messages } = await thread(result.conversationId);
    expect(conversation).toMatchObject({ needsReply: false, done: true, unreadCount: 0 });
    expect(messages.at(-1)?.author).toBe('STAFF');
    expect(await unread()).toEqual(before);
  });

  it('marks read, done and open again', async () => {
    const request = pendingRequest();
    const { conversationId } = await reply({
      patientId: request.patientId,
      text: 'Can I come Thursday instead?',
    });
    const patch = async (body: object) =>
      await expectContract(
        await clinic('PATCH', `${base}/conversations/${conversationId}`, body),
        UpdateConversationResponse,
      );
    expect(await patch({ read: true })).toMatchObject({ unreadCount: 0, needsReply: true, done: false });
    expect(await patch({ done: true })).toMatchObject({ needsReply: false, done: true });
    // Opened again, it needs a reply again: the patient's question is still unanswered.
    expect(await patch({ done: false })).toMatchObject({ done: false, needsReply: true });
    await expectProblem(await clinic('PATCH', `${base}/conversations/${conversationId}`, {}), 400);
  });

  it('STOP turns SMS off in the plan, and the reply box is refused with the reason', async () => {
    const request = pendingRequest();
    const { conversationId, effect } = await reply({ patientId: request.patientId, text: 'STOP' });
    expect(effect).toBe('OPT_OUT');
    const { channels } = await thread(conversationId);
    expect(channels.find((channel) => channel.channel === 'SMS')).toMatchObject({
      channel: 'SMS',
      available: false,
      reason: 'OPTED_OUT',
    });
    const refused = await expectProblem(
      await clinic('POST', `${base}/conversations/${conversationId}/replies`, {
        channel: 'SMS',
        text: 'Bonjour',
      }),
      409,
    );
    expect(refused.code).toBe('OPTED_OUT');
    const optOuts = await expectContract(
      await clinic('GET', `${base}/opt-outs?channel=SMS&pageSize=200`),
      GetCommunicationOptOutsResponse,
    );
    // Every patient who holds the number stopped (the holder asked, decision 045).
    const stopped = optOuts.items.find((optOut) => optOut.patient.id === request.patientId);
    expect(stopped).toMatchObject({ keyword: 'STOP' });
    const { items } = await expectContract(
      await clinic('GET', `${base}/upcoming?pageSize=200&search=${stopped!.patient.fileNumber}`),
      GetUpcomingMessagesResponse,
    );
    const sms = items.filter(
      (message) => message.patient.id === request.patientId && message.channel === 'SMS',
    );
    expect(sms.every((message) => message.status === 'SKIPPED')).toBe(true);
  });

  it('from a number no patient has goes to the unknown sender', async () => {
    const result = await reply({ from: '+1 514 555 0000', text: 'Oui' });
    expect(result.effect).toBe('UNKNOWN_SENDER');
    const { items } = await inbox('?state=UNKNOWN_SENDER');
    expect(items.map((item) => item.id)).toContain(result.conversationId);
  });

  it('is refused by the control without a sender', async () => {
    const response = await fetch(`${API}/__offline/replies`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ practiceId: PRACTICE, text: 'Oui' }),
    });
    expect(response.status).toBe(400);
  });
});

describe('a busy inbox', () => {
  it('pages 5,000 conversations through the server, the counts over all of them', async () => {
    const response = await fetch(`${API}/__offline/replies/many`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ practiceId: PRACTICE, count: 5_000 }),
    });
    expect(response.status).toBe(200);
    const first = await inbox('?state=UNKNOWN_SENDER&pageSize=200');
    expect(first.counts.UNKNOWN_SENDER).toBeGreaterThanOrEqual(5_000);
    expect(first.items).toHaveLength(200);
    expect(first.meta.totalPages).toBe(Math.ceil(first.counts.UNKNOWN_SENDER / 200));
    const last = await inbox(`?state=UNKNOWN_SENDER&pageSize=200&page=${first.meta.totalPages}`);
    expect(last.items.length).toBeGreaterThan(0);
    const found = await inbox('?search=999555 4999');
    expect(found.items).toHaveLength(1);
  });
});

describe('the patients no message reaches', () => {
  it('lists the landlines with the messages they will miss, the plan saying why', async () => {
    const page = await expectContract(
      await clinic('GET', `${base}/unreachable?reason=LANDLINE&pageSize=200`),
      GetUnreachablePatientsResponse,
    );
    expect(page.items.length).toBeGreaterThan(0);
    const patient = page.items.find((item) => item.missedMessages > 0) ?? page.items[0]!;
    expect(patient.channels.find((channel) => channel.channel === 'SMS')).toMatchObject({
      reason: 'LANDLINE',
    });
    if (patient.missedMessages > 0) {
      const { items } = await expectContract(
        await clinic('GET', `${base}/upcoming?reason=NO_VALID_CONTACT&pageSize=200`),
        GetUpcomingMessagesResponse,
      );
      const missed = items.filter(
        (message) => message.patient.id === patient.patient.id && message.channel === 'SMS',
      );
      expect(missed.every((message) => message.contactReason === 'LANDLINE')).toBe(true);
    }
  });

  it('counts them on the dashboard as the list does', async () => {
    const list = await expectContract(
      await clinic('GET', `${base}/unreachable?pageSize=1`),
      GetUnreachablePatientsResponse,
    );
    const stats = await expectContract(
      await clinic('GET', `${base}/stats?startAt=2026-11-01&endAt=2026-11-28`),
      GetCommunicationStatsResponse,
    );
    expect(list.meta.totalItems).toBeGreaterThan(0);
    expect(stats.unreachablePatients).toBe(list.meta.totalItems);
  });

  it('exports them as a CSV file in the file’s language', async () => {
    const response = await clinic('GET', `${base}/unreachable/export?locale=fr&reason=LANDLINE`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toMatch(
      /patients-injoignables-\d{4}-\d{2}-\d{2}\.csv/,
    );
    const text = await response.text();
    expect(text).toContain('Ligne fixe');
  });
});
