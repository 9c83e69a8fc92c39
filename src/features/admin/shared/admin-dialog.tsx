import { Dialog, DialogSurface, DialogTrigger, type DialogProps } from '@fluentui/react-components';
import type { ReactElement, ReactNode } from 'react';

interface AdminDialogProps {
  open: boolean;
  /** Its trigger opens it; Escape or a click outside closes it, unless an operation is under way. */
  onOpenChange: (open: boolean) => void;
  /** An operation is under way: closing now would hide its outcome while it goes on. */
  busy: boolean;
  /** The button that opens the dialog, when the dialog manages it (the focus comes back to it). */
  trigger?: ReactElement;
  /** Usually an AdminFormDialog. */
  children: ReactNode;
}

/** The modal dialog of an administration screen's form, which stays open while it saves. */
export const AdminDialog = ({ open, onOpenChange, busy, trigger, children }: AdminDialogProps) => {
  const dialog: Omit<DialogProps, 'children'> = {
    open,
    onOpenChange: (_event, data) => {
      if (data.open || !busy) onOpenChange(data.open);
    },
  };
  const surface = <DialogSurface>{children}</DialogSurface>;
  // Fluent takes the trigger and the surface as the dialog's direct children.
  return trigger ? (
    <Dialog {...dialog}>
      <DialogTrigger disableButtonEnhancement>{trigger}</DialogTrigger>
      {surface}
    </Dialog>
  ) : (
    <Dialog {...dialog}>{surface}</Dialog>
  );
};
