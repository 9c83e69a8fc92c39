import type { OptOut, SendingPatient } from '@/domain/sending-types';
import { withContactIssues } from '@/domain/contact-issues';
import { practiceInbox } from './conversation-inbox';

/** The contract's OptOut.keyword holds at most 40 characters. */
const KEYWORD_LENGTH = 40;

/**
 * The generated patients as the inbox has changed them: the contacts their messages' outcomes
 * made invalid (a landline, a hard bounce…), and the channels they stopped or took back by
 * answering STOP or START in the offline mode (decision 045). Patients nothing happened to stay
 * the same objects.
 */
export const patientsWithReplies = (
  practiceId: string,
  patients: readonly SendingPatient[],
): readonly SendingPatient[] => {
  const inbox = practiceInbox(practiceId, new Date());
  if (inbox.standings.size === 0 && inbox.replyOptChanges.size === 0) return patients;
  return patients.map((patient) => {
    let changed = withContactIssues(patient, inbox.standings);
    const replies = inbox.replyOptChanges.get(patient.id);
    if (!replies) return changed;
    let optOuts: readonly OptOut[] = changed.optOuts;
    for (const reply of replies) {
      if (reply.effect === 'OPTED_OUT') {
        optOuts = [
          ...optOuts.filter((optOut) => optOut.channel !== reply.channel),
          {
            channel: reply.channel,
            at: reply.at,
            ...(reply.channel === 'SMS' ? { keyword: reply.text.trim().slice(0, KEYWORD_LENGTH) } : {}),
          },
        ];
      } else {
        optOuts = optOuts.filter((optOut) => optOut.channel !== reply.channel);
      }
    }
    changed = { ...changed, optOuts };
    return changed;
  });
};
