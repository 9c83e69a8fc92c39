import { HttpResponse, http } from 'msw';
import { apiPath } from '../config';
import { HistoryQuery, searchHistory } from './communication-history-search';
import { practiceOf } from './communication-practice';
import { readQuery } from './problem';

export const communicationHistoryHandlers = [
  http.get(apiPath('/practices/:practiceId/communication/history'), ({ request, params }) => {
    const practice = practiceOf(params);
    const query = readQuery(request, HistoryQuery);
    return HttpResponse.json(searchHistory(practice.id, query));
  }),
];
