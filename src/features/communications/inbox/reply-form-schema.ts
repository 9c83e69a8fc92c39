import { z } from 'zod';
import { Channel } from '@/api/generated/communication/model';
import {
  replyToConversationBodySubjectMax,
  replyToConversationBodyTextMax,
} from '@/api/generated/operation-schemas/replyToConversation';
import { fieldIssue } from '@/components/forms/field-messages';
import { enumValues } from '@/utils/enum-values';
import { replyMessages as messages } from './reply-form-messages';

/** The reply box's rules: the contract's (ReplyToConversationBody), with messages at the field. */
export const replyFormSchema = z.object({
  channel: z.enum(enumValues(Channel)),
  text: z
    .string()
    .trim()
    .min(1, fieldIssue(messages.textRequired))
    .max(
      replyToConversationBodyTextMax,
      fieldIssue(messages.textTooLong, { max: replyToConversationBodyTextMax }),
    ),
  subject: z
    .string()
    .trim()
    .max(
      replyToConversationBodySubjectMax,
      fieldIssue('maxLength', { max: replyToConversationBodySubjectMax }),
    ),
});

export type ReplyFormValues = z.input<typeof replyFormSchema>;
