import { communicationHistory } from '../db/communication';
import { smsSegmentsPerMessage } from '../db/communication-seed';
import type { PracticeEntry } from '../db/practice-directory';
import { localDayOf } from './communication-usage';

/**
 * The SMS segments the history holds for a practice's month (`YYYY-MM`, its days in `zone`),
 * summed row by row from the collection, apart from the handlers the tests check.
 */
export const historySegments = (practice: PracticeEntry, zone: string, month: string): number =>
  communicationHistory
    .all()
    .filter(
      (row) =>
        row.practiceId === practice.id &&
        row.channel === 'SMS' &&
        localDayOf(row.sentAt, zone).startsWith(month),
    )
    .reduce((sum, row) => sum + smsSegmentsPerMessage(practice, row.kind, row.language), 0);
