import { describe, expect, it } from 'vitest';
import { GetCommunicationOptOutsResponse } from '@/api/generated/communication/communication.zod';
import { HISTORY_PRACTICE } from '../db/practice-directory';
import { expectContract } from './api-test-client';
import { clinic, everyMessage } from './communication-upcoming.test-support';

describe('opt-outs', () => {
  it('lists the patients who stopped a channel, most recent first, by channel on demand', async () => {
    const path = `/practices/${HISTORY_PRACTICE.id}/communication/opt-outs`;
    const all = await expectContract(
      await clinic('GET', `${path}?pageSize=200`),
      GetCommunicationOptOutsResponse,
    );
    expect(all.meta.totalItems).toBeGreaterThan(0);
    const times = all.items.map((item) => item.at);
    expect(times).toEqual([...times].sort().reverse());
    expect(new Set(all.items.map((item) => item.channel))).toEqual(new Set(['SMS', 'EMAIL']));
    for (const item of all.items) expect(item.channel === 'SMS').toBe(item.keyword !== undefined);

    const sms = await expectContract(
      await clinic('GET', `${path}?channel=SMS`),
      GetCommunicationOptOutsResponse,
    );
    expect(sms.items.every((item) => item.channel === 'SMS')).toBe(true);
    expect(sms.meta.totalItems).toBe(all.items.filter((item) => item.channel === 'SMS').length);
  });

  it('lists the opted-out patients’ messages as skipped for that channel only', async () => {
    const optedOut = await everyMessage('?reason=OPTED_OUT');
    expect(optedOut.length).toBeGreaterThan(0);
    for (const message of optedOut) {
      expect(message.reasonAt).toBeDefined();
      expect(message.channel === 'SMS').toBe(message.optOutKeyword !== undefined);
    }
  });
});
