import { defineMessage, defineMessages } from 'react-intl';

export const pageMessages = defineMessages({
  notFound: {
    id: 'app.notFound.title',
    defaultMessage: 'Page not found!',
    description: 'Title of the page shown for an unknown address',
  },
  notFoundHome: {
    id: 'app.notFound.home',
    defaultMessage: 'Back to the home page',
    description: 'Link from the page-not-found screen to the home page',
  },
  notSupportedTitle: {
    id: 'app.notSupported.title',
    defaultMessage: 'Not available',
    description: 'Title of the screen shown when a feature is not available for the current practice',
  },
  notSupportedText: {
    id: 'app.notSupported.text',
    defaultMessage:
      'The automated communications module is not active for this practice. Contact support to activate it.',
    description: 'Explains that the current practice does not have the automated communications module',
  },
  analytikUnavailable: {
    id: 'app.notSupported.analytik.title',
    defaultMessage: 'Analytik Unavailable',
    description:
      'Title shown when the user does not have the analytics (Analytik) permission; Analytik is a product name',
  },
  analytikUnavailableText: {
    id: 'app.notSupported.analytik.text',
    defaultMessage: 'Your account does not have access to Analytik. To get access, contact support.',
    description: 'Explains that the analytics permission is missing and that support can grant it',
  },
  loading: {
    id: 'app.loading',
    defaultMessage: 'Loading…',
    description: 'Label of the spinner shown while a page or the session loads',
  },
});

export const supportContactMessage = defineMessage<{ phone: string; email: string }>({
  id: 'app.support.contact',
  defaultMessage: 'Support: {phone} · {email}',
  description: 'Support phone number and email address',
});
