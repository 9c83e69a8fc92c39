import { HttpResponse, http } from 'msw';
import { apiPath } from '../config';
import { HistoryQuery, searchHistory } from './communication-history-search';
import { communicationPracticeOf } from './communication-practice';
import { readQuery } from './problem';

export const communicationHistoryHandlers = [
  http.get(apiPath('/practices/:practiceId/communication/history'), async ({ request, params }) => {
    const practice = await communicationPracticeOf(request, params);
    const query = readQuery(request, HistoryQuery);
    return HttpResponse.json(searchHistory(practice.id, query));
  }),
];
