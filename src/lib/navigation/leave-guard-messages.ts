import { defineMessages } from 'react-intl';

export const leaveGuardMessages = defineMessages({
  title: {
    id: 'navigation.leave.title',
    defaultMessage: 'Leave without saving?',
    description: 'Title of the dialog asking before leaving a page whose changes are not saved',
  },
  text: {
    id: 'navigation.leave.text',
    defaultMessage: 'The changes on this page are not saved. If you leave now, they are lost.',
    description: 'Text of the dialog asking before leaving a page whose changes are not saved',
  },
  confirm: {
    id: 'navigation.leave.confirm',
    defaultMessage: 'Leave without saving',
    description: 'Button of the unsaved-changes dialog that leaves the page and drops the changes',
  },
});
