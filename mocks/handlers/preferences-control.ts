import { HttpResponse, http } from 'msw';
import type { Channel } from '@/api/generated/communication/model';
import type { PlannedMessage } from '@/domain/sending-types';
import { apiPath } from '../config';
import { findPractice } from '../db/practices';
import { preferencesKeyOf } from '../db/preferences-keys';
import { planOf } from './communication-upcoming';
import { problem } from './problem';

export interface PreferencesLinkEntry {
  patientId: string;
  fileNumber: string;
  channel: Channel;
  /** The patient's own page, from the portal's root: what `{{preferencesUrl}}` points to. */
  link: string;
  /** The patient's messages of the next two weeks, planned or not. */
  messages: Pick<PlannedMessage, 'kind' | 'channel' | 'scheduledAt' | 'status' | 'reason'>[];
}

/**
 * Not part of the contract: the links of patients' own pages, for a demo and the tests
 * (`curl 'http://localhost:4010/api/__offline/preferences/links?practiceId=…'`). The patients
 * first who have a recall planned in the next two weeks and an appointment message on the same
 * channel: the ones whose page changes something a receptionist sees in the upcoming messages.
 * `&patientId=…` gives one patient's.
 */
export const preferencesControlHandlers = [
  http.get(apiPath('/__offline/preferences/links'), async ({ request }) => {
    const query = new URL(request.url).searchParams;
    const practiceId = query.get('practiceId') ?? '';
    const patientId = query.get('patientId') || undefined;
    const practice = findPractice(practiceId);
    if (!practice)
      return problem(400, {
        title: 'Bad request',
        code: 'VALIDATION_ERROR',
        detail: `No practice ${practiceId}.`,
      });
    const plan = await planOf(practice, {});
    const byPatient = new Map<string, PlannedMessage[]>();
    for (const message of plan.messages) {
      if (patientId !== undefined && message.patient.id !== patientId) continue;
      const list = byPatient.get(message.patient.id) ?? [];
      list.push(message);
      byPatient.set(message.patient.id, list);
    }
    const entries = [...byPatient.values()].flatMap(
      (messages): (PreferencesLinkEntry & { both: boolean })[] => {
        const recall = messages.find(
          (message) => message.kind === 'HYGIENE_RECALL' && message.status === 'PLANNED',
        );
        const { patient, channel, language } = recall ?? messages[0]!;
        const both = messages.some(
          (message) =>
            message.kind !== 'HYGIENE_RECALL' && message.status === 'PLANNED' && message.channel === channel,
        );
        const query = new URLSearchParams({
          practiceId: practice.id,
          patient: preferencesKeyOf(practice.id, patient.id),
          channel,
          lang: language === 'FR' ? 'fr' : 'en',
        });
        return [
          {
            patientId: patient.id,
            fileNumber: patient.fileNumber,
            channel,
            link: `/preferences?${query.toString()}`,
            messages: messages.map(({ kind, channel: sentBy, scheduledAt, status, reason }) => ({
              kind,
              channel: sentBy,
              scheduledAt,
              status,
              reason,
            })),
            both: recall !== undefined && both,
          },
        ];
      },
    );
    entries.sort((a, b) => Number(b.both) - Number(a.both));
    return HttpResponse.json(entries.slice(0, 40).map(({ both: _both, ...entry }) => entry));
  }),
];
