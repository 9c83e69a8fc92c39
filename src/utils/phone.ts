import { updatePracticeBodyPhoneRegExp } from '@/api/generated/operation-schemas/updatePractice';
import { displayPhone } from './phone-display';

/**
 * A North American phone number as the contract stores it (+15145550123), from however it was
 * typed: "(514) 555-0123", "514 555 0123", "1-514-555-0123". Undefined when it is not one.
 */
export const toE164 = (value: string): string | undefined => {
  if (!/^[\d\s().+-]*$/.test(value)) return undefined;
  const digits = value.replace(/\D/g, '');
  const national = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
  const e164 = `+1${national}`;
  return updatePracticeBodyPhoneRegExp.test(e164) ? e164 : undefined;
};

/**
 * A stored phone number as people read it: (514) 555-0123 in English, 514 555-0123 in French
 * (OQLF). Anything that is not a North American number is shown as stored.
 */
export const formatPhone = (stored: string | undefined, language: 'en' | 'fr'): string => {
  if (!stored) return '';
  return displayPhone(toE164(stored) ?? stored, language);
};
