import { HttpResponse, http } from 'msw';
import { z } from 'zod';
import { Channel } from '@/api/generated/communication/model';
import { zonedDay } from '@/domain/zoned-time';
import { enumValues } from '@/utils/enum-values';
import { apiPath } from '../config';
import {
  addBusyInbox,
  pendingConfirmationRequests,
  receiveReply,
  type ReceivedReply,
} from '../db/conversation-replies';
import { practicePatients } from '../db/practice-patients';
import { findPractice } from '../db/practices';
import { planOf } from './communication-upcoming';
import { problem } from './problem';

/**
 * Not part of the contract: a patient answers now, as the SMS or email provider would tell the
 * backend, so a demo and the tests can play the whole loop. Over HTTP
 * (`curl -X POST http://localhost:4010/api/__offline/replies -d '{"practiceId":"…","patientId":"…","text":"Oui"}'`)
 * and in the browser's console (`offlineApi.replies.send({...})`). `from` is any phone number or
 * email address (an unknown sender when no patient has it); `patientId` answers from that
 * patient's phone (or email with `channel: "EMAIL"`). Answers how the reply was read, what it
 * did, and its conversation.
 */
const ReplyControlBody = z
  .object({
    practiceId: z.string().min(1),
    text: z.string().min(1).max(1600),
    channel: z.enum(enumValues(Channel)).default('SMS'),
    from: z.string().min(1).optional(),
    patientId: z.string().min(1).optional(),
  })
  .refine((body) => body.from !== undefined || body.patientId !== undefined, {
    message: 'Give `from` (a phone number or an email address) or `patientId`.',
  });

/** What the control takes (checked again at run time: the HTTP control passes any JSON). */
export type ReplyControlInput = z.input<typeof ReplyControlBody>;

const badRequest = (detail: string) =>
  problem(400, { title: 'Bad request', code: 'VALIDATION_ERROR', detail });

class ReplyRefused extends Error {}

/** A patient answers now; what the console's `offlineApi.replies.send` and the HTTP control call. */
export const sendOfflineReply = async (input: ReplyControlInput): Promise<ReceivedReply> => {
  const body = ReplyControlBody.safeParse(input);
  if (!body.success) throw new ReplyRefused(body.error.issues.map((issue) => issue.message).join(' '));
  const { practiceId, text, channel, patientId } = body.data;
  const practice = findPractice(practiceId);
  if (!practice) throw new ReplyRefused(`No practice ${practiceId}.`);
  const now = new Date();
  let from = body.data.from;
  if (from === undefined) {
    const patient = practicePatients(practiceId, zonedDay(now, practice.timezone)).patients.find(
      (candidate) => candidate.id === patientId,
    );
    from = channel === 'SMS' ? patient?.phone : patient?.email;
    if (!from)
      throw new ReplyRefused(`The practice has no patient ${patientId} with a contact on ${channel}.`);
  }
  return receiveReply({ practiceId, channel, from, text, now });
};

const BusyInboxBody = z.object({
  practiceId: z.string().min(1),
  count: z.number().int().min(1).max(10_000),
});

export const replyControlHandlers = [
  // A busy inbox (mocks/db/conversation-replies.ts): `{"practiceId": "…", "count": 5000}`.
  http.post(apiPath('/__offline/replies/many'), async ({ request }) => {
    const body = BusyInboxBody.safeParse(await request.json().catch(() => null));
    if (!body.success || !findPractice(body.data.practiceId))
      return badRequest('Give the practiceId of a practice and a count from 1 to 10,000.');
    return HttpResponse.json({
      added: await addBusyInbox(body.data.practiceId, body.data.count, new Date()),
    });
  }),
  // Whom to answer as: the patients a reply from their number would be about, first ones first.
  // Each with the messages the next two weeks' plan holds for its appointment (a reminder whose
  // confirmation request a « Oui » takes out), and the channels that still reach them (whom a
  // landline declared with the outcome control leaves unreachable).
  http.get(apiPath('/__offline/replies/pending'), async ({ request }) => {
    const practiceId = new URL(request.url).searchParams.get('practiceId') ?? '';
    const practice = findPractice(practiceId);
    if (!practice) return badRequest(`No practice ${practiceId}.`);
    const plan = await planOf(practice, {});
    const pending = pendingConfirmationRequests(practiceId, new Date()).slice(0, 40);
    return HttpResponse.json(
      pending.map((entry) => ({
        ...entry,
        planned: plan.messages
          .filter(
            (message) => message.appointment?.id === entry.appointmentId && message.status === 'PLANNED',
          )
          .map(({ kind, channel, scheduledAt }) => ({ kind, channel, scheduledAt })),
      })),
    );
  }),
  http.post(apiPath('/__offline/replies'), async ({ request }) => {
    try {
      return HttpResponse.json(
        await sendOfflineReply((await request.json().catch(() => ({}))) as ReplyControlInput),
      );
    } catch (error) {
      if (error instanceof ReplyRefused) return badRequest(error.message);
      throw error;
    }
  }),
];
