import { Channel } from '@/api/generated/communication/model';
import { enumValues } from '@/utils/enum-values';
import { standingOf, type ContactStandings } from './delivery-outcomes';
import type { ContactIssue, SendingPatient } from './sending-types';

/**
 * A patient as the sending rules must see them once their messages' outcomes are known: each
 * contact that failed for good (delivery-outcomes.ts) carried as a `contactIssues` entry, so the
 * plan skips it as NO_VALID_CONTACT and says why. The same patient object when nothing failed.
 */
export const withContactIssues = (patient: SendingPatient, standings: ContactStandings): SendingPatient => {
  const issues: Partial<Record<Channel, ContactIssue>> = {};
  for (const channel of enumValues(Channel)) {
    const standing = standingOf(standings, channel, channel === 'SMS' ? patient.phone : patient.email);
    if (!standing.valid && standing.reason && standing.since)
      issues[channel] = { reason: standing.reason, since: standing.since };
  }
  return Object.keys(issues).length === 0 ? patient : { ...patient, contactIssues: issues };
};
