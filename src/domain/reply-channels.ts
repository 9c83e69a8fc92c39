import { Channel, type ConversationChannel } from '@/api/generated/communication/model';
import { enumValues } from '@/utils/enum-values';
import { hasValidContact, optOutOf } from './sending-contacts';
import type { SendingPatient } from './sending-types';
import { smsSegments } from './sms-segments';

/**
 * Where a staff answer from the inbox can go, channel by channel, and why not: the sending
 * rules' own reasons in their order (the patient stopped the channel; no contact the provider can
 * send to, or one that failed for good), then the SMS package for a text that does not fit in
 * what the month has left. The offline API refuses a reply with the same reason (409) that the
 * thread shows before it is written.
 */
export interface ReplyChannelsInput {
  /** The patient of the conversation; for an unknown sender, the contact it wrote from. */
  patient?: Pick<SendingPatient, 'phone' | 'email' | 'optOuts' | 'contactIssues'> | undefined;
  unknownSender?: { channel: Channel; from: string } | undefined;
  /** Segments the month's package has left. */
  smsLeft: number;
  /** The text about to be sent, to count its segments (one when empty). */
  text?: string | undefined;
}

export const replyChannels = ({
  patient,
  unknownSender,
  smsLeft,
  text,
}: ReplyChannelsInput): ConversationChannel[] =>
  enumValues(Channel).map((channel): ConversationChannel => {
    if (unknownSender) {
      return unknownSender.channel === channel
        ? withPackage({ channel, available: true, to: unknownSender.from }, smsLeft, text)
        : { channel, available: false, reason: 'NO_VALID_CONTACT' };
    }
    if (!patient) return { channel, available: false, reason: 'NO_VALID_CONTACT' };
    const to = channel === 'SMS' ? patient.phone : patient.email;
    if (optOutOf(patient, channel)) return { channel, available: false, reason: 'OPTED_OUT' };
    if (!hasValidContact(patient, channel) || !to)
      return { channel, available: false, reason: 'NO_VALID_CONTACT' };
    const issue = patient.contactIssues?.[channel];
    if (issue)
      return { channel, available: false, to, reason: 'NO_VALID_CONTACT', contactReason: issue.reason };
    return withPackage({ channel, available: true, to }, smsLeft, text);
  });

const withPackage = (
  entry: ConversationChannel,
  smsLeft: number,
  text: string | undefined,
): ConversationChannel =>
  entry.channel === 'SMS' && smsSegments(text || ' ') > smsLeft
    ? { ...entry, available: false, reason: 'SMS_PACKAGE_EXHAUSTED' }
    : entry;
