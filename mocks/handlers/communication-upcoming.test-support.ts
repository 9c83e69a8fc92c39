import {
  GetUpcomingMessagesResponse,
  GetUpcomingMessagesSummaryResponse,
} from '@/api/generated/communication/communication.zod';
import type { UpcomingMessage } from '@/api/generated/communication/model';
import { zonedDay } from '@/domain/zoned-time';
import { HISTORY_PRACTICE } from '../db/practice-directory';
import { practices } from '../db/practices';
import { clientAs, expectContract } from './api-test-client';

/** The demo practice administrator: the Plateau practice and Saint-Laurent are theirs. */
export const clinic = clientAs('clinic');

export const todayOf = (practiceId: string) =>
  zonedDay(new Date(), practices.findFirst((q) => q.where({ id: practiceId }))!.timezone);

export const upcoming = async (query = '', practiceId = HISTORY_PRACTICE.id) =>
  expectContract(
    await clinic('GET', `/practices/${practiceId}/communication/upcoming${query}`),
    GetUpcomingMessagesResponse,
  );
export const summary = async (query = '', practiceId = HISTORY_PRACTICE.id) =>
  expectContract(
    await clinic('GET', `/practices/${practiceId}/communication/upcoming/summary${query}`),
    GetUpcomingMessagesSummaryResponse,
  );

/** Every message of a query, page after page. */
export const everyMessage = async (
  query: string,
  practiceId = HISTORY_PRACTICE.id,
): Promise<UpcomingMessage[]> => {
  const messages: UpcomingMessage[] = [];
  for (let page = 1; ; page += 1) {
    const { items, meta } = await upcoming(`${query}&pageSize=200&page=${page}`, practiceId);
    messages.push(...items);
    if (page >= meta.totalPages) return messages;
  }
};
