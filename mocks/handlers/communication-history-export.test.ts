import { describe, expect, it } from 'vitest';
import { GetCommunicationHistoryResponse } from '@/api/generated/communication/communication.zod';
import type { CommunicationHistoryEntry } from '@/api/generated/communication/model';
import { GetPracticeResponse } from '@/api/generated/practices/practices.zod';
import { csvDateTime } from '@/utils/csv';
import { readCsv } from '../../tests/utils/read-csv';
import { HISTORY_PRACTICE } from '../db/practice-directory';
import { clientAs, expectContract, expectProblem, fieldsOf } from './api-test-client';

const clinic = clientAs('clinic');
const base = `/practices/${HISTORY_PRACTICE.id}/communication/history`;
const exported = async (query: string) => {
  const response = await clinic('GET', `${base}/export?${query}`);
  expect(response.status, await response.clone().text()).toBe(200);
  const bytes = new Uint8Array(await response.arrayBuffer());
  return { response, bytes, text: new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes) };
};

/** The status column of a message that failed, as the list shows it in English. */
const failureWords = ({ outcome }: CommunicationHistoryEntry): string => {
  const reasons: Record<string, string> = {
    LANDLINE: 'landline',
    INVALID_NUMBER: 'invalid number',
    CARRIER_BLOCKED: 'blocked by the carrier',
    UNREACHABLE: 'phone off or out of range',
    OTHER: 'other reason',
  };
  if (outcome?.status === 'FAILED') return `Not delivered — ${reasons[outcome.failureReason!]}`;
  if (outcome?.status === 'BOUNCED')
    return outcome.bounce === 'HARD' ? 'Bounced — permanent' : 'Bounced — temporary';
  return outcome?.status === 'COMPLAINT' ? 'Reported as spam' : 'Not delivered';
};

describe('communication history export', () => {
  it('writes every message the filters find, in the list’s order, as the list shows them', async () => {
    const filters = 'status=FAILED&kind=CONFIRMATION&sort=lastName:asc';
    const pageOf = async (page: number) =>
      expectContract(
        await clinic('GET', `${base}?${filters}&pageSize=200&page=${page}`),
        GetCommunicationHistoryResponse,
      );
    const first = await pageOf(1);
    const rest = await Promise.all(
      Array.from({ length: first.meta.totalPages - 1 }, (_, index) => pageOf(index + 2)),
    );
    const items = [first, ...rest].flatMap((page) => page.items);
    expect(items.length).toBeGreaterThan(200);
    const { timezone } = await expectContract(
      await clinic('GET', `/practices/${HISTORY_PRACTICE.id}`),
      GetPracticeResponse,
    );

    const { response, text } = await exported(`locale=en&${filters}`);
    expect(response.headers.get('content-type')).toBe('text/csv;charset=utf-8');
    const { bom, header, records } = readCsv(text, ',');
    expect(bom).toBe(true);
    expect(header.join(',')).toBe(
      'File number,First name,Last name,Language,Communication type,Date sent,Channel,Delivery status,Sent to',
    );
    expect(records).toEqual(
      items.map((item) => [
        item.fileNumber,
        item.firstName,
        item.lastName,
        item.language === 'FR' ? 'French' : 'English',
        'Appointment confirmation',
        csvDateTime(item.sentAt, timezone),
        item.channel === 'SMS' ? 'SMS' : 'Email',
        failureWords(item),
        item.destination,
      ]),
    );
  });

  it('writes French with semicolons, the catalogue’s French words, and every row unpaged', async () => {
    const { bytes, text, response } = await exported('locale=fr');
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(text.split('\r\n')[0]).toBe(
      '\uFEFFNuméro de dossier;Prénom;Nom de famille;Langue;Type de communication;Date d’envoi;Canal;État de la livraison;Envoyé à',
    );
    const { records } = readCsv(text, ';');
    expect(records).toHaveLength(20_000);
    expect(new Set(records.map((record) => record[3]))).toEqual(new Set(['Français', 'Anglais']));
    expect(records.every((record) => /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/.test(record[5] ?? ''))).toBe(true);
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="historique-communications-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
  });

  it('writes each outcome with its reason in words, and filters by outcome as the list does', async () => {
    const { text } = await exported('locale=fr&outcome=FAILED');
    const { records } = readCsv(text, ';');
    const failed = await expectContract(
      await clinic('GET', `${base}?outcome=FAILED&pageSize=1`),
      GetCommunicationHistoryResponse,
    );
    expect(records).toHaveLength(failed.meta.totalItems);
    const statuses = new Set(records.map((record) => record[7]));
    expect(statuses).toEqual(
      new Set([
        'Non livré — ligne fixe',
        'Non livré — numéro invalide',
        'Non livré — bloqué par l’opérateur',
        'Non livré — téléphone éteint ou hors zone',
        'Non livré — autre raison',
      ]),
    );
    const bounced = readCsv((await exported('locale=fr&outcome=BOUNCED')).text, ';').records;
    expect(new Set(bounced.map((record) => record[7]))).toEqual(
      new Set(['Retourné — définitif', 'Retourné — temporaire']),
    );
    const pending = readCsv((await exported('locale=en&outcome=PENDING')).text, ',').records;
    // Waiting to be sent only in the last hours: none on a Monday morning.
    const pendingWords = new Set(pending.map((record) => record[7]));
    expect(pendingWords).toContain('Sent');
    expect([...pendingWords].filter((words) => words !== 'Sent' && words !== 'Waiting to be sent')).toEqual(
      [],
    );
  });

  it('names the file after the days of the range, in the practice’s time zone', async () => {
    const { response, text } = await exported(
      'locale=en&sentFrom=2001-01-01T05:00:00Z&sentTo=2001-02-01T04:59:59Z',
    );
    expect(response.headers.get('content-disposition')).toBe(
      'attachment; filename="communication-history-2001-01-01-2001-01-31.csv"',
    );
    // Nothing in the range: the header row alone.
    expect(readCsv(text, ',').records).toEqual([]);
  });

  it('answers 400 without its locale or with a range that ends before it starts', async () => {
    expect(fieldsOf(await expectProblem(await clinic('GET', `${base}/export`), 400))).toContain('locale');
    const reversed = 'locale=en&sentFrom=2026-03-02T00:00:00Z&sentTo=2026-03-01T00:00:00Z';
    expect(fieldsOf(await expectProblem(await clinic('GET', `${base}/export?${reversed}`), 400))).toContain(
      'sentTo',
    );
  });
});
