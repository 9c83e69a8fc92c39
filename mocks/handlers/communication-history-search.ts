import type { z } from 'zod';
import {
  ExportCommunicationHistoryQueryParams,
  GetCommunicationHistoryQueryParams,
} from '@/api/generated/communication/communication.zod';
import type {
  CommunicationHistoryEntry,
  CommunicationHistoryPage,
} from '@/api/generated/communication/model';
import { communicationHistory } from '../db/communication';
import type { HistoryRow } from '../db/communication-history-seed';
import { normalizeText, pageOf, pagingQuery } from './paging';

const rangeInOrder = {
  check: (query: { sentFrom?: string | undefined; sentTo?: string | undefined }) =>
    !query.sentFrom || !query.sentTo || Date.parse(query.sentFrom) <= Date.parse(query.sentTo),
  issue: { path: ['sentTo'], message: 'sentTo may not be before sentFrom.' },
};

/** Query strings arrive as text: page and pageSize are coerced (paging.ts), the rest is the generated schema. */
export const HistoryQuery = GetCommunicationHistoryQueryParams.extend(pagingQuery.shape).refine(
  rangeInOrder.check,
  rangeInOrder.issue,
);

/** The export's query: the list's filters and sort, the file's locale, no paging. */
export const HistoryExportQuery = ExportCommunicationHistoryQueryParams.refine(
  rangeInOrder.check,
  rangeInOrder.issue,
);

export type HistoryQueryValues = z.output<typeof HistoryQuery>;
type HistoryFilterValues = Omit<HistoryQueryValues, 'page' | 'pageSize'>;
type Sort = HistoryQueryValues['sort'];

/** A row with what filtering and sorting read, computed once instead of on every request. */
interface IndexedRow {
  row: HistoryRow;
  time: number;
  /** Normalised (lower case, no accents) last and first name: Côté sorts and matches as cote. */
  last: string;
  first: string;
}

const compareText = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/** Newest first, then by id, so that equal keys keep a stable order from page to page. */
const newestFirst = (a: IndexedRow, b: IndexedRow) => b.time - a.time || compareText(a.row.id, b.row.id);
const byName = (a: IndexedRow, b: IndexedRow) => compareText(a.last, b.last) || compareText(a.first, b.first);

const COMPARATORS: Record<Sort, (a: IndexedRow, b: IndexedRow) => number> = {
  'sentAt:desc': newestFirst,
  'sentAt:asc': (a, b) => newestFirst(b, a),
  'lastName:asc': (a, b) => byName(a, b) || newestFirst(a, b),
  'lastName:desc': (a, b) => byName(b, a) || newestFirst(a, b),
  'fileNumber:asc': (a, b) => compareText(a.row.fileNumber, b.row.fileNumber) || newestFirst(a, b),
  'fileNumber:desc': (a, b) => compareText(b.row.fileNumber, a.row.fileNumber) || newestFirst(a, b),
};

const rowsByPractice = new Map<string, IndexedRow[]>();
const indexes = new Map<string, IndexedRow[]>();
let fingerprint: readonly unknown[] = [];

/**
 * A practice's rows in the order of one sort of the contract, built on first use and kept: like
 * a database reading an index, a request then filters rows already in order and never sorts.
 * The API never writes history rows; a reseed or a restore of saved state replaces them all,
 * which the fingerprint (count, first and last record) notices.
 */
const indexOf = (practiceId: string, sort: Sort): readonly IndexedRow[] => {
  const all = communicationHistory.all();
  const current = [all.length, all[0], all[all.length - 1]];
  if (current.some((value, position) => value !== fingerprint[position])) {
    rowsByPractice.clear();
    indexes.clear();
    fingerprint = current;
  }
  const key = `${practiceId}|${sort}`;
  let index = indexes.get(key);
  if (!index) {
    let rows = rowsByPractice.get(practiceId);
    if (!rows) {
      rows = communicationHistory
        .findMany((q) => q.where({ practiceId }))
        .map((row) => ({
          row,
          time: Date.parse(row.sentAt),
          last: normalizeText(row.lastName),
          first: normalizeText(row.firstName),
        }));
      rowsByPractice.set(practiceId, rows);
    }
    index = [...rows].sort(COMPARATORS[sort]);
    indexes.set(key, index);
  }
  return index;
};

/** PENDING is a message whose fate is not known yet: still queued, or sent with no receipt. */
const outcomeMatches = (filter: HistoryFilterValues['outcome'], outcome: HistoryRow['outcome']): boolean =>
  filter === undefined ||
  (filter === 'PENDING'
    ? outcome?.status === 'QUEUED' || outcome?.status === 'SENT'
    : outcome?.status === filter);

const matcher = (query: HistoryFilterValues) => {
  const { language, kind, channel, status, outcome } = query;
  const fileNumber = query.fileNumber?.toLowerCase();
  const firstName = query.firstName === undefined ? undefined : normalizeText(query.firstName);
  const lastName = query.lastName === undefined ? undefined : normalizeText(query.lastName);
  const from = query.sentFrom === undefined ? -Infinity : Date.parse(query.sentFrom);
  const to = query.sentTo === undefined ? Infinity : Date.parse(query.sentTo);

  return ({ row, time, first, last }: IndexedRow): boolean =>
    (!language || row.language === language) &&
    (!kind || row.kind === kind) &&
    (!channel || row.channel === channel) &&
    (!status || row.status === status) &&
    outcomeMatches(outcome, row.outcome) &&
    time >= from &&
    time <= to &&
    (!fileNumber || row.fileNumber.toLowerCase().includes(fileNumber)) &&
    (!firstName || first.includes(firstName)) &&
    (!lastName || last.includes(lastName));
};

const toEntry = ({ row: { practiceId: _practiceId, ...entry } }: IndexedRow): CommunicationHistoryEntry =>
  entry;

const matching = (practiceId: string, query: HistoryFilterValues): IndexedRow[] =>
  indexOf(practiceId, query.sort).filter(matcher(query));

/** Filters, sorts and pages the history of one practice, as the real server does in its database. */
export const searchHistory = (practiceId: string, query: HistoryQueryValues): CommunicationHistoryPage => {
  const page = pageOf(matching(practiceId, query), query.page, query.pageSize);
  return { items: page.items.map(toEntry), meta: page.meta };
};

/** Every entry the same filters and sort find, unpaged: what the export writes. */
export const allMatchingHistory = (
  practiceId: string,
  query: HistoryFilterValues,
): CommunicationHistoryEntry[] => matching(practiceId, query).map(toEntry);
