import { describe, expect, it } from 'vitest';
import {
  GetCommunicationOptOutsResponse,
  GetUpcomingMessagesResponse,
  ReplyToConversationResponse,
  UpdateConversationResponse,
} from '@/api/generated/communication/communication.zod';
import { API, expectContract, expectProblem } from './api-test-client';
import {
  base,
  clinic,
  inbox,
  pendingRequest,
  PRACTICE,
  reply,
  thread,
  unread,
} from './conversations.test-support';

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
