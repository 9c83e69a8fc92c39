import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
} from '@fluentui/react-components';
import { useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { useLocation } from 'wouter';
import { hrefs, routes } from '@/config/paths';
import { useGuardSession } from './use-guard-session';

const messages = defineMessages({
  title: {
    id: 'app.welcome.title',
    defaultMessage: 'Welcome to automated communications',
    description:
      'Title of the dialog shown on the communications screens when the practice misses required information',
  },
  missingInformation: {
    id: 'app.welcome.missingInformation',
    defaultMessage:
      'Before messages can be sent to your patients, complete the information of your practice: address, city, province, postal code, country and billing email.',
    description: 'Text of the welcome dialog: the practice must complete its required information',
  },
  configure: {
    id: 'app.welcome.configure',
    defaultMessage: 'Go to the configuration',
    description: 'Button of the welcome dialog that opens the practice configuration',
  },
  close: { id: 'common.close', defaultMessage: 'Close', description: 'Button that closes a dialog' },
});

const communicationsPaths = new Set<string>(
  Object.values(routes).flatMap((route) => ('automatedCommunications' in route ? [route.path] : [])),
);

/**
 * SPEC §4: after entering a communications route, the welcome dialog opens when the practice
 * misses required information. It lives beside the routes, not inside one: leaving the route
 * from its button must not unmount it while open, or Fluent leaves the page aria-hidden.
 */
export const WelcomeDialog = () => {
  const intl = useIntl();
  const session = useGuardSession();
  const [location, navigate] = useLocation();
  // Closed for this visit of this route; entering a communications route again opens it again.
  const [closedAt, setClosedAt] = useState<string>();
  const applies =
    session.signedIn &&
    session.automatedCommunications &&
    session.missingInformation === true &&
    communicationsPaths.has(location);
  const open = applies && closedAt !== location;
  if (!applies && closedAt !== undefined) setClosedAt(undefined);
  return (
    <Dialog open={open} onOpenChange={(_, data) => !data.open && setClosedAt(location)}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{intl.formatMessage(messages.title)}</DialogTitle>
          <DialogContent>{intl.formatMessage(messages.missingInformation)}</DialogContent>
          <DialogActions>
            <Button appearance="secondary" onClick={() => setClosedAt(location)}>
              {intl.formatMessage(messages.close)}
            </Button>
            <Button appearance="primary" onClick={() => navigate(hrefs.configuration())}>
              {intl.formatMessage(messages.configure)}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
};
