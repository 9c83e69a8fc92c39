import { HttpResponse, http } from 'msw';
import { historyCsv, historyCsvFileName } from '@/utils/history-csv';
import { CSV_MEDIA_TYPE, csvDay } from '@/utils/csv';
import { apiPath } from '../config';
import { loadDeferredRecords } from '../db/deferred-records';
import { catalogueTexts } from './catalogue-texts';
import {
  allMatchingHistory,
  HistoryExportQuery,
  HistoryQuery,
  searchHistory,
} from './communication-history-search';
import { communicationPracticeOf } from './communication-practice';
import { readQuery } from './problem';

export const communicationHistoryHandlers = [
  http.get(apiPath('/practices/:practiceId/communication/history'), async ({ request, params }) => {
    const practice = await communicationPracticeOf(request, params);
    const query = readQuery(request, HistoryQuery);
    await loadDeferredRecords({ practiceId: practice.id, since: query.sentFrom });
    return HttpResponse.json(searchHistory(practice.id, query));
  }),

  // The same search, unpaged, written as the contract's CSV (src/utils/csv.ts writes it).
  http.get(apiPath('/practices/:practiceId/communication/history/export'), async ({ request, params }) => {
    const practice = await communicationPracticeOf(request, params);
    const query = readQuery(request, HistoryExportQuery);
    await loadDeferredRecords({ practiceId: practice.id, since: query.sentFrom });
    const text = await catalogueTexts(query.locale);
    const timeZone = practice.timezone;
    const filename = historyCsvFileName(text, {
      from: query.sentFrom && csvDay(query.sentFrom, timeZone),
      to: csvDay(query.sentTo ?? Date.now(), timeZone),
    });
    const body = historyCsv(text, query.locale, allMatchingHistory(practice.id, query), timeZone);
    return new HttpResponse(body, {
      headers: {
        'content-type': CSV_MEDIA_TYPE,
        'content-disposition': `attachment; filename="${filename}"`,
      },
    });
  }),
];
