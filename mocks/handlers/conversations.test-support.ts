import { expect } from 'vitest';
import {
  GetConversationResponse,
  GetConversationsResponse,
  GetConversationsUnreadResponse,
} from '@/api/generated/communication/communication.zod';
import { pendingConfirmationRequests } from '../db/conversation-replies';
import { HISTORY_PRACTICE } from '../db/practice-directory';
import { API, clientAs, expectContract } from './api-test-client';

/** The inbox's handler tests: the Plateau practice's inbox as its administrator reads it. */
export const clinic = clientAs('clinic');
export const PRACTICE = HISTORY_PRACTICE.id;
export const base = `/practices/${PRACTICE}/communication`;

export const inbox = async (query = '') =>
  expectContract(await clinic('GET', `${base}/conversations${query}`), GetConversationsResponse);
export const thread = async (id: string) =>
  expectContract(await clinic('GET', `${base}/conversations/${id}`), GetConversationResponse);
export const unread = async () =>
  expectContract(await clinic('GET', `${base}/conversations/unread`), GetConversationsUnreadResponse);

export const reply = async (body: Record<string, unknown>) => {
  const response = await fetch(`${API}/__offline/replies`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ practiceId: PRACTICE, ...body }),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as { conversationId: string; effect: string; reading: string };
};

/** A patient a reply from their number would be about (mocks/db/conversation-replies.ts). */
export const pendingRequest = () => {
  const request = pendingConfirmationRequests(PRACTICE, new Date())[0];
  if (!request) throw new Error('The seed has no pending request to a number of its own');
  return request;
};
