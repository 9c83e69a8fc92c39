import { defineMessage, defineMessages } from 'react-intl';

export const overviewMessages = defineMessages({
  title: {
    id: 'analytik.overview.title',
    defaultMessage: 'Analytik overview',
    description: 'Heading of the analytics overview; Analytik is a product name',
  },
  intro: {
    id: 'analytik.overview.intro',
    defaultMessage:
      'Each metric’s year so far against its goal, the pace to date and the projected year-end, for each of your practices.',
    description: 'Introduction of the analytics overview',
  },
  goalsLink: {
    id: 'analytik.overview.goalsLink',
    defaultMessage: 'Set the yearly goals',
    description: 'Link from the analytics overview to the yearly goals screen',
  },
});

export const practiceLinkMessage = defineMessage<{ practice: string }>({
  id: 'analytik.overview.practiceLink',
  defaultMessage: 'Open {practice}’s metrics',
  description: 'Link from a practice on the analytics overview to the screen of its metrics',
});
