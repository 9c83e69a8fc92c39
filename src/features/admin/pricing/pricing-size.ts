import type { IntlShape } from 'react-intl';
import { pricingSizeMegabytesMessage, pricingSizeMessage } from './pricing-messages';

const KILOBYTE = 1024;
const MEGABYTE = 1024 * 1024;

/** A file's size as people read it: whole kilobytes (at least 1), megabytes from 1 MB. */
export const formatFileSize = (intl: IntlShape, bytes: number): string =>
  bytes >= MEGABYTE
    ? intl.formatMessage(pricingSizeMegabytesMessage, { megabytes: bytes / MEGABYTE })
    : intl.formatMessage(pricingSizeMessage, { kilobytes: Math.max(1, Math.ceil(bytes / KILOBYTE)) });
