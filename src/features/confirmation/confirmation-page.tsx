import { useState } from 'react';
import { useIntl } from 'react-intl';
import { SignedOutLayout } from '@/components/layout/signed-out-layout';
import { useDocumentTitle } from '@/components/layout/use-document-title';
import { onDemand } from '@/utils/on-demand-component';
import { readConfirmationLink, type ConfirmationLink } from './confirmation-link';
import { confirmationMessages } from './confirmation-messages';
import { ConfirmationPrompt } from './confirmation-prompt';
import type * as senderModule from './confirmation-sender';

// One download, started by the first sign of intent and reused by the press.
let sender: Promise<typeof senderModule> | undefined;
const loadSender = () => (sender ??= import('./confirmation-sender'));
const ConfirmationSender = onDemand(async () => (await loadSender()).ConfirmationSender);
const ConfirmationNotice = onDemand(async () => (await import('./confirmation-notice')).ConfirmationNotice);

const ConfirmationFlow = ({ link }: { link: ConfirmationLink }) => {
  const [pressed, setPressed] = useState(false);
  if (!pressed)
    return (
      <ConfirmationPrompt
        onConfirm={() => setPressed(true)}
        onIntent={() => void loadSender().catch(() => undefined)}
      />
    );
  return <ConfirmationSender link={link} fallback={<ConfirmationPrompt pending />} />;
};

/**
 * /confirmation, the page a patient opens from the link of a confirmation email or SMS. Public
 * and light: no session, no navigation; it confirms only when the patient presses the button,
 * because mail scanners open links by themselves. The code that sends loads on the press.
 */
export const ConfirmationPage = () => {
  const intl = useIntl();
  // Read once: nothing on the page changes the link (the language switch only rewrites `lang`),
  // and the page need not bring a router along.
  const [link] = useState(() => readConfirmationLink(window.location.search));
  const title = intl.formatMessage(confirmationMessages.title);
  useDocumentTitle(title);
  return (
    <SignedOutLayout title={title}>
      {link ? (
        <ConfirmationFlow key={`${link.practiceId}/${link.appointmentId}`} link={link} />
      ) : (
        <ConfirmationNotice intent="error">
          {intl.formatMessage(confirmationMessages.invalidLink)}
        </ConfirmationNotice>
      )}
    </SignedOutLayout>
  );
};
