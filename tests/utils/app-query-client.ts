import type { QueryClient } from '@tanstack/react-query';
import { createQueryClient } from '@/api/query-client';
import { reportApiFailure } from '@/app/report-api-failure';

/**
 * A query client that reports failures as the app's does (src/app/report-api-failure.ts: the
 * general message of a refusal, a server error…), for screen tests that check those messages.
 * Features may not import the app layer; their tests reach it through here.
 */
export const appQueryClient = (): QueryClient => createQueryClient({ onError: reportApiFailure });
