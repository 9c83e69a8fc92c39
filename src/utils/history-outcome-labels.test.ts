import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import type { CommunicationHistoryEntry } from '@/api/generated/communication/model';
import { entryStatusLabel } from './history-outcome-labels';

const intl = createIntl({ locale: 'en', messages: {} });
const words = (entry: Pick<CommunicationHistoryEntry, 'status' | 'outcome'>) =>
  intl.formatMessage(entryStatusLabel(entry as CommunicationHistoryEntry));
const at = '2026-03-06T14:00:15Z';

describe('the words of a message’s status', () => {
  it('says the status alone when the backend sends no outcome, as before receipts', () => {
    expect(words({ status: 'SENT' })).toBe('Sent');
    expect(words({ status: 'DELIVERED' })).toBe('Delivered');
    expect(words({ status: 'FAILED' })).toBe('Not delivered');
    expect(words({ status: 'CONFIRMED' })).toBe('Confirmed by the patient');
  });

  it('says the outcome with the reason of a failure, and a confirmation first', () => {
    expect(words({ status: 'SENT', outcome: { status: 'QUEUED', at } })).toBe('Waiting to be sent');
    expect(words({ status: 'FAILED', outcome: { status: 'FAILED', at, failureReason: 'LANDLINE' } })).toBe(
      'Not delivered — landline',
    );
    expect(words({ status: 'FAILED', outcome: { status: 'FAILED', at } })).toBe('Not delivered');
    expect(words({ status: 'FAILED', outcome: { status: 'BOUNCED', at, bounce: 'HARD' } })).toBe(
      'Bounced — permanent',
    );
    expect(words({ status: 'FAILED', outcome: { status: 'BOUNCED', at } })).toBe('Bounced');
    expect(words({ status: 'FAILED', outcome: { status: 'COMPLAINT', at } })).toBe('Reported as spam');
    expect(words({ status: 'CONFIRMED', outcome: { status: 'DELIVERED', at } })).toBe(
      'Confirmed by the patient',
    );
  });
});
