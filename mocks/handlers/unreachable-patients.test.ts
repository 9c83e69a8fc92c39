import { describe, expect, it } from 'vitest';
import {
  GetCommunicationStatsResponse,
  GetUnreachablePatientsResponse,
  GetUpcomingMessagesResponse,
} from '@/api/generated/communication/communication.zod';
import { expectContract } from './api-test-client';
import { base, clinic } from './conversations.test-support';

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
