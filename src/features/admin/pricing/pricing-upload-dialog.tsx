import { Button } from '@fluentui/react-components';
import { ArrowUploadRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { AdminDialog } from '../shared/admin-dialog';
import { pricingMessages } from './pricing-messages';
import { PricingUploadForm } from './pricing-upload-form';

/**
 * "Upload a pricing file" and its dialog. The form lives as long as the dialog is open: closing
 * it gives up what was chosen; a failed upload keeps it open with everything in place.
 */
export const PricingUploadDialog = () => {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  return (
    <AdminDialog
      open={open}
      onOpenChange={setOpen}
      busy={busy}
      trigger={
        <Button appearance="primary" icon={<ArrowUploadRegular />}>
          {intl.formatMessage(pricingMessages.upload)}
        </Button>
      }
    >
      <PricingUploadForm onClose={() => setOpen(false)} onBusyChange={setBusy} />
    </AdminDialog>
  );
};
