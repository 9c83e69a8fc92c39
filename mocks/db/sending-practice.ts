import type { SendingPractice } from '@/domain/sending-types';
import type { PracticeRecord } from './practice-record';

/** What the sending rules read of a practice record. */
export const sendingPracticeOf = (practice: PracticeRecord): SendingPractice => ({
  id: practice.id,
  name: practice.name,
  phone: practice.phone,
  timezone: practice.timezone,
  province: practice.province,
  communicationLanguage: practice.communicationLanguage,
});
