import { describe, expect, it } from 'vitest';
import { readReply } from '@/domain/reply-reading';
import { SEEDED_REPLIES } from '../db/conversation-texts';
import { API } from './api-test-client';
import { inbox, PRACTICE, thread } from './conversations.test-support';

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
