import { defineMessages } from 'react-intl';

export const practiceMessages = defineMessages({
  title: {
    id: 'analytik.practice.title',
    defaultMessage: 'Practice metrics',
    description: 'Heading of the analytics screen with every metric of one practice',
  },
  backToOverview: {
    id: 'analytik.practice.backToOverview',
    defaultMessage: 'Back to the overview',
    description: 'Link from a practice’s analytics screen to the analytics overview',
  },
});
