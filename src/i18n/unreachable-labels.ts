import type { UnreachableReason } from '@/api/generated/communication/model';
import { defineMessages, type MessageDescriptor } from 'react-intl';

/**
 * Why a channel does not reach a patient, in words: the unreachable patients list, its CSV export
 * (written by the offline API from the same catalogue) and the upcoming messages' reasons.
 */
export const unreachableReasonLabels: Record<UnreachableReason, MessageDescriptor> = defineMessages({
  OPTED_OUT: {
    id: 'communications.unreachable.reason.optedOut',
    defaultMessage: 'Unsubscribed',
    description: 'Why a channel does not reach a patient: the patient asked to receive nothing more by it',
  },
  NO_VALID_CONTACT: {
    id: 'communications.unreachable.reason.noValidContact',
    defaultMessage: 'No valid contact',
    description:
      'Why a channel does not reach a patient: no phone number or email address on file that can be used',
  },
  LANDLINE: {
    id: 'communications.unreachable.reason.landline',
    defaultMessage: 'Landline',
    description:
      'Why SMS does not reach a patient: the phone number on file is a landline, which cannot receive texts',
  },
  INVALID_NUMBER: {
    id: 'communications.unreachable.reason.invalidNumber',
    defaultMessage: 'Number not in service',
    description: 'Why SMS does not reach a patient: the carrier reports the number does not exist',
  },
  HARD_BOUNCE: {
    id: 'communications.unreachable.reason.hardBounce',
    defaultMessage: 'Email address rejected',
    description:
      'Why email does not reach a patient: the receiving server said the mailbox does not exist (hard bounce)',
  },
  COMPLAINT: {
    id: 'communications.unreachable.reason.complaint',
    defaultMessage: 'Reported as spam',
    description: 'Why a channel does not reach a patient: the patient reported one of the messages as spam',
  },
  REPEATED_FAILURES: {
    id: 'communications.unreachable.reason.repeatedFailures',
    defaultMessage: 'Repeated failures',
    description:
      'Why a channel does not reach a patient: three messages in a row over a day or more could not be delivered',
  },
});
