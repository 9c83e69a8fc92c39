import { Button, useRestoreFocusTarget } from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'wouter';
import { AdminDialog } from '../shared/admin-dialog';
import { clinicGroupsMessages as messages } from './clinic-groups-messages';
import { CreateGroupForm } from './create-group-form';

/** "Create a group" and its dialog: on success, the new group's details open beside the list. */
export const CreateGroupDialog = ({ detailHref }: { detailHref: (id: number) => string }) => {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [, navigate] = useLocation();
  // The dialog gives the focus back to the button that opened it when it closes.
  const restoreFocus = useRestoreFocusTarget();
  // Opened once the form is gone, so that its unsaved-changes guard no longer holds the way.
  const created = useRef<number>(undefined);
  useEffect(() => {
    if (open || created.current === undefined) return;
    const id = created.current;
    created.current = undefined;
    navigate(detailHref(id));
  }, [open, detailHref, navigate]);
  return (
    <>
      <Button
        {...restoreFocus}
        appearance="primary"
        icon={<AddRegular />}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        {intl.formatMessage(messages.create)}
      </Button>
      <AdminDialog open={open} onOpenChange={setOpen} busy={busy}>
        {/* Mounted each time the dialog opens, so it starts empty. */}
        {open && (
          <CreateGroupForm
            onBusyChange={setBusy}
            onCancel={() => setOpen(false)}
            onCreated={(group) => {
              setOpen(false);
              created.current = group.id;
            }}
          />
        )}
      </AdminDialog>
    </>
  );
};
