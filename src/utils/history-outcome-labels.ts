import { defineMessages, type MessageDescriptor } from 'react-intl';
import type {
  BounceType,
  CommunicationHistoryEntry,
  SmsFailureReason,
} from '@/api/generated/communication/model';
import { statusLabels } from './history-csv-messages';

/*
 * What the history's status column and its CSV export say of a message: its delivery outcome,
 * with the reason of a failure, in words a receptionist acts on (a landline: ask for a mobile
 * number). One text per case, with no argument: the offline API writes the export from the
 * catalogue's texts, without react-intl's ICU parser (history-csv.ts).
 */

const failureLabels: Record<SmsFailureReason, MessageDescriptor> = defineMessages({
  LANDLINE: {
    id: 'communications.history.outcome.failed.landline',
    defaultMessage: 'Not delivered — landline',
    description:
      'Delivery outcome of an SMS: not delivered, the number is a landline (a home or office phone), not a mobile',
  },
  INVALID_NUMBER: {
    id: 'communications.history.outcome.failed.invalidNumber',
    defaultMessage: 'Not delivered — invalid number',
    description: 'Delivery outcome of an SMS: not delivered, the phone number does not exist',
  },
  CARRIER_BLOCKED: {
    id: 'communications.history.outcome.failed.carrierBlocked',
    defaultMessage: 'Not delivered — blocked by the carrier',
    description: 'Delivery outcome of an SMS: not delivered, the patient’s phone carrier refused it',
  },
  UNREACHABLE: {
    id: 'communications.history.outcome.failed.unreachable',
    defaultMessage: 'Not delivered — phone off or out of range',
    description: 'Delivery outcome of an SMS: not delivered, the phone was off or out of range',
  },
  OTHER: {
    id: 'communications.history.outcome.failed.other',
    defaultMessage: 'Not delivered — other reason',
    description: 'Delivery outcome of an SMS: not delivered, for a reason other than the listed ones',
  },
});

const bounceLabels: Record<BounceType, MessageDescriptor> = defineMessages({
  HARD: {
    id: 'communications.history.outcome.bounced.hard',
    defaultMessage: 'Bounced — permanent',
    description:
      'Delivery outcome of an email: returned for good, the address does not exist (it will not be used again)',
  },
  SOFT: {
    id: 'communications.history.outcome.bounced.soft',
    defaultMessage: 'Bounced — temporary',
    description: 'Delivery outcome of an email: returned for now (a full mailbox, a server down)',
  },
});

/** The outcome filter's choices, and the words of the outcomes that have no reason. */
export const outcomeMessages = defineMessages({
  queued: {
    id: 'communications.history.outcome.queued',
    defaultMessage: 'Waiting to be sent',
    description: 'Delivery outcome: accepted by the portal, not yet handed to the SMS or email provider',
  },
  bounced: {
    id: 'communications.history.outcome.bounced',
    defaultMessage: 'Bounced',
    description: 'Delivery outcome of an email: returned by the receiving server (no detail known)',
  },
  complaint: {
    id: 'communications.history.outcome.complaint',
    defaultMessage: 'Reported as spam',
    description: 'Delivery outcome: the patient reported the message as spam (junk mail)',
  },
  pending: {
    id: 'communications.history.outcome.pending',
    defaultMessage: 'Awaiting delivery',
    description:
      'Choice of the filter on the delivery outcome: messages queued or sent whose delivery is not confirmed yet',
  },
  smsFailed: {
    id: 'communications.history.outcome.smsFailed',
    defaultMessage: 'SMS not delivered',
    description: 'Choice of the filter on the delivery outcome: text messages the carrier could not deliver',
  },
  emailBounced: {
    id: 'communications.history.outcome.emailBounced',
    defaultMessage: 'Email bounced',
    description: 'Choice of the filter on the delivery outcome: emails returned by the receiving server',
  },
});

/**
 * The words of a message's status: what the patient did (confirmed) comes first, then what the
 * provider reported. A backend without receipts sends no `outcome`: its status, as before.
 */
export const entryStatusLabel = ({
  status,
  outcome,
}: Pick<CommunicationHistoryEntry, 'status' | 'outcome'>): MessageDescriptor => {
  if (status === 'CONFIRMED' || outcome === undefined) return statusLabels[status];
  switch (outcome.status) {
    case 'QUEUED':
      return outcomeMessages.queued;
    case 'SENT':
    case 'DELIVERED':
      return statusLabels[outcome.status];
    case 'FAILED':
      return outcome.failureReason ? failureLabels[outcome.failureReason] : statusLabels.FAILED;
    case 'BOUNCED':
      return outcome.bounce ? bounceLabels[outcome.bounce] : outcomeMessages.bounced;
    case 'COMPLAINT':
      return outcomeMessages.complaint;
  }
};
