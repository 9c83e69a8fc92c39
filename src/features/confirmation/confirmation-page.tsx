import { MessageBar, MessageBarBody } from '@fluentui/react-components';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useSearch } from 'wouter';
import { ConfirmationForm } from './confirmation-form';
import { readConfirmationLink } from './confirmation-link';
import { SignedOutLayout } from '@/components/layout/signed-out-layout';
import { confirmationMessages } from './confirmation-messages';

/**
 * /confirmation, the page a patient opens from the link of a confirmation email or SMS. Public
 * and light: no session, no navigation; it confirms only when the patient presses the button,
 * because mail scanners open links by themselves.
 */
export const ConfirmationPage = () => {
  const intl = useIntl();
  const search = useSearch();
  const link = useMemo(() => readConfirmationLink(search), [search]);
  return (
    <SignedOutLayout title={intl.formatMessage(confirmationMessages.title)}>
      {link ? (
        <ConfirmationForm key={`${link.practiceId}/${link.appointmentId}`} link={link} />
      ) : (
        <MessageBar intent="error">
          <MessageBarBody>{intl.formatMessage(confirmationMessages.invalidLink)}</MessageBarBody>
        </MessageBar>
      )}
    </SignedOutLayout>
  );
};
