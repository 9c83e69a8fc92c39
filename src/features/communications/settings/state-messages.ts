import { defineMessage, defineMessages } from 'react-intl';
import { stateNames } from '../shared/state-names';

export const stateMessages = {
  ...stateNames,
  ...defineMessages({
    heading: {
      id: 'communications.state.heading',
      defaultMessage: 'Status',
      description: 'Heading of the section saying whether a kind of automated message is turned on',
    },
    enabledText: {
      id: 'communications.state.enabledText',
      defaultMessage: 'Patients receive these messages by the rule below.',
      description: 'Explanation under the status when the messages are on',
    },
    disabledText: {
      id: 'communications.state.disabledText',
      defaultMessage: 'Nothing is sent. Turn them on to start sending by the rule below.',
      description: 'Explanation under the status when the messages are off',
    },
    transitionText: {
      id: 'communications.state.transitionText',
      defaultMessage:
        'The change is on its way to the clinic’s server: it can take up to 15 minutes to take effect. You can change this again once it has.',
      description: 'Explanation while a kind of message is being turned on or off (SPEC §4)',
    },
    notSetUpText: {
      id: 'communications.state.notSetUpText',
      defaultMessage: 'These messages were never set up for this clinic. Choose the settings below and save.',
      description: 'Explanation when a kind of message has no settings yet',
    },
    turnOn: {
      id: 'communications.state.turnOn',
      defaultMessage: 'Turn on',
      description: 'Button that turns a kind of automated message on',
    },
    turnOff: {
      id: 'communications.state.turnOff',
      defaultMessage: 'Turn off',
      description: 'Button that turns a kind of automated message off',
    },
    turnedOn: {
      id: 'communications.state.turnedOn',
      defaultMessage: 'Turning on. It can take up to 15 minutes to take effect.',
      description: 'Snackbar after asking to turn a kind of message on',
    },
    turnedOff: {
      id: 'communications.state.turnedOff',
      defaultMessage: 'Turning off. It can take up to 15 minutes to take effect.',
      description: 'Snackbar after asking to turn a kind of message off',
    },
    confirmOffText: {
      id: 'communications.state.confirmOffText',
      defaultMessage:
        'Once they are off, patients receive none of these messages until you turn them back on.',
      description: 'Text of the dialog confirming that a kind of message is turned off',
    },
    busy: {
      id: 'communications.state.busy',
      defaultMessage:
        'The change could not be made: the previous one has not reached the clinic yet. Try again in a few minutes.',
      description: 'Error when turning a kind on or off while the previous change is still under way (409)',
    },
  }),
};

export const confirmOffTitle = defineMessage<{ kind: string }>({
  id: 'communications.state.confirmOffTitle',
  defaultMessage: 'Turn off {kind}?',
  description:
    'Title of the dialog confirming that a kind of message is turned off; {kind} is its name in lower case',
});
