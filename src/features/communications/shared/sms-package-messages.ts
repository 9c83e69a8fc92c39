import { defineMessage } from 'react-intl';

export const smsPackageWarningMessage = defineMessage<{ percent: string; used: number; limit: string }>({
  id: 'communications.smsPackage.warning',
  defaultMessage:
    'Your SMS package is at {percent} this month ({used, plural, one {# of {limit} segments} other {# of {limit} segments}}). Sending stops when it is used up.',
  description:
    'Warning on the communications screens when the monthly SMS package is nearly used; {percent} is a formatted percentage, {used} a number (French agrees with it), {limit} a formatted number',
});

export const smsPackageTitleMessage = defineMessage({
  id: 'communications.smsPackage.title',
  defaultMessage: 'SMS package',
  description: 'Title of the warning about the monthly SMS package',
});
