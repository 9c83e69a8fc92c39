import { HttpResponse, http } from 'msw';
import { z } from 'zod';
import { Channel, SmsFailureReason } from '@/api/generated/communication/model';
import type { DeliveryOutcome } from '@/domain/delivery-outcomes';
import { enumValues } from '@/utils/enum-values';
import { apiPath } from '../config';
import { ReceiptRefused, recordDeliveryReceipt, type RecordedReceipt } from '../db/delivery-receipts';
import { problem } from './problem';

/**
 * Not part of the contract: the SMS or email provider reports now what became of a patient's
 * contact, so a demo and the tests can see a landline or a bounce reach the sending plan and the
 * unreachable list. Over HTTP
 * (`curl -X POST http://localhost:4010/api/__offline/outcomes -d '{"practiceId":"…","patientId":"…","channel":"SMS","reason":"LANDLINE"}'`)
 * and in the browser's console (`offlineApi.outcomes.declare({...})`). `reason`: for SMS, the
 * contract's SmsFailureReason (LANDLINE, INVALID_NUMBER, CARRIER_BLOCKED, UNREACHABLE, OTHER) or
 * COMPLAINT; for EMAIL, HARD_BOUNCE, SOFT_BOUNCE or COMPLAINT. Answers the contact, its standing
 * now and the patients who hold it (mocks/db/delivery-receipts.ts).
 */
const EMAIL_OUTCOMES = {
  HARD_BOUNCE: { status: 'BOUNCED', bounce: 'HARD' },
  SOFT_BOUNCE: { status: 'BOUNCED', bounce: 'SOFT' },
  COMPLAINT: { status: 'COMPLAINT' },
} as const satisfies Record<string, DeliveryOutcome>;

type EmailReason = keyof typeof EMAIL_OUTCOMES;
const SMS_REASONS = [...enumValues(SmsFailureReason), 'COMPLAINT'] as const;
const EMAIL_REASONS = Object.keys(EMAIL_OUTCOMES) as EmailReason[];

const OutcomeControlBody = z
  .object({
    practiceId: z.string().min(1),
    patientId: z.string().min(1),
    channel: z.enum(enumValues(Channel)),
    reason: z.enum([...SMS_REASONS, ...EMAIL_REASONS]),
  })
  .refine(
    ({ channel, reason }) =>
      (channel === 'SMS' ? (SMS_REASONS as readonly string[]) : EMAIL_REASONS).includes(reason),
    {
      message: `An SMS fails with ${SMS_REASONS.join(', ')}; an email with ${EMAIL_REASONS.join(', ')}.`,
    },
  );

/** What the control takes (checked again at run time: the HTTP control passes any JSON). */
export type OutcomeControlInput = z.input<typeof OutcomeControlBody>;

const outcomeOf = (reason: z.output<typeof OutcomeControlBody>['reason']): DeliveryOutcome =>
  reason in EMAIL_OUTCOMES
    ? EMAIL_OUTCOMES[reason as EmailReason]
    : { status: 'FAILED', reason: reason as SmsFailureReason };

/** A provider's receipt now; what the console's `offlineApi.outcomes.declare` and the HTTP control call. */
export const declareOfflineOutcome = async (input: OutcomeControlInput): Promise<RecordedReceipt> => {
  const body = OutcomeControlBody.safeParse(input);
  if (!body.success) {
    const issues = body.error.issues.map(({ path, message }) =>
      path.length === 0 ? message : `${path.join('.')}: ${message}`,
    );
    throw new ReceiptRefused(issues.join(' '));
  }
  const { practiceId, patientId, channel, reason } = body.data;
  return recordDeliveryReceipt({
    practiceId,
    patientId,
    channel,
    outcome: outcomeOf(reason),
    now: new Date(),
  });
};

export const outcomeControlHandlers = [
  http.post(apiPath('/__offline/outcomes'), async ({ request }) => {
    try {
      return HttpResponse.json(
        await declareOfflineOutcome((await request.json().catch(() => ({}))) as OutcomeControlInput),
      );
    } catch (error) {
      if (!(error instanceof ReceiptRefused)) throw error;
      return problem(400, { title: 'Bad request', code: 'VALIDATION_ERROR', detail: error.message });
    }
  }),
];
