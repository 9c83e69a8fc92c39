import type { Channel } from '@/api/generated/communication/model';
import { toE164 } from '@/utils/phone';

/**
 * One contact however it was written: a reply comes from "+15145550123" while the
 * practice-management system holds "(514) 555-0123", and a bounce names "Marie.Cote@Example.ca"
 * for "marie.cote@example.ca", and a reply comes from "Marie Côté <marie.cote@example.ca>". Replies find their patients and delivery outcomes their contact by
 * this key. Undefined when there is no contact to speak of (an empty or non-North-American phone).
 */
export const contactKey = (channel: Channel, value: string | undefined): string | undefined => {
  if (value === undefined) return undefined;
  if (channel === 'SMS') return toE164(value);
  // A mailbox as a reply's From gives it: "Marie Côté <marie.cote@example.ca>".
  const email = (/<([^<>]+)>\s*$/.exec(value)?.[1] ?? value).trim().toLowerCase();
  return email === '' ? undefined : email;
};

/** Whether two written contacts are the same one on a channel. */
export const isSameContact = (channel: Channel, a: string | undefined, b: string | undefined): boolean => {
  const key = contactKey(channel, a);
  return key !== undefined && key === contactKey(channel, b);
};
