import type { CommunicationState } from '@/api/generated/communication/model';
import { defineMessages, type MessageDescriptor } from 'react-intl';

/** A kind's state in one or two words, as its badge says it on the settings and the dashboard. */
export const stateNames: Record<CommunicationState | 'notSetUp', MessageDescriptor> = defineMessages({
  ENABLED: {
    id: 'communications.state.enabled',
    defaultMessage: 'On',
    description: 'Status badge: the messages of this kind are sent',
  },
  DISABLED: {
    id: 'communications.state.disabled',
    defaultMessage: 'Off',
    description: 'Status badge: the messages of this kind are not sent',
  },
  ENABLING: {
    id: 'communications.state.enabling',
    defaultMessage: 'Turning on…',
    description: 'Status badge: the messages are being turned on (the change has not reached the clinic yet)',
  },
  DISABLING: {
    id: 'communications.state.disabling',
    defaultMessage: 'Turning off…',
    description:
      'Status badge: the messages are being turned off (the change has not reached the clinic yet)',
  },
  notSetUp: {
    id: 'communications.state.notSetUp',
    defaultMessage: 'Not set up',
    description: 'Status badge: this kind of message was never configured for the practice',
  },
});
