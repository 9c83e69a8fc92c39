import { ConfirmationPage } from '@/features/confirmation/confirmation-page';
import { UiProviders } from './ui-providers';

/**
 * The whole application of confirmation.html, the page patients open from their messages: the
 * providers and the one screen, without the session, the route table, the shell or the
 * observability services of the portal (docs/decisions/014-confirmation-entry.md).
 */
export const ConfirmationApp = () => (
  <UiProviders>
    <ConfirmationPage />
  </UiProviders>
);
