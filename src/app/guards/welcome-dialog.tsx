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
import { hrefs } from '@/config/paths';

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

/** SPEC §4: entering a communications route while the practice misses required information. */
export const WelcomeDialog = () => {
  const intl = useIntl();
  const [open, setOpen] = useState(true);
  const [, navigate] = useLocation();
  return (
    <Dialog open={open} onOpenChange={(_, data) => setOpen(data.open)}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{intl.formatMessage(messages.title)}</DialogTitle>
          <DialogContent>{intl.formatMessage(messages.missingInformation)}</DialogContent>
          <DialogActions>
            <Button appearance="secondary" onClick={() => setOpen(false)}>
              {intl.formatMessage(messages.close)}
            </Button>
            <Button
              appearance="primary"
              onClick={() => {
                setOpen(false);
                navigate(hrefs.configuration());
              }}
            >
              {intl.formatMessage(messages.configure)}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
};
