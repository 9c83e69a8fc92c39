import {
  Button,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogTitle,
  makeStyles,
  MessageBar,
  MessageBarBody,
  tokens,
} from '@fluentui/react-components';
import { useEffect, type FormEvent, type ReactNode } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  // The buttons go under each other on a phone rather than past the dialog's edge.
  actions: { flexWrap: 'wrap' },
});

export interface AdminFormDialogProps {
  title: string;
  /** The form's submit, usually react-hook-form's `handleSubmit(…)`. */
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void> | void;
  /** The operation under way: Save says so and stays focusable, Cancel waits for it. */
  pending: boolean;
  /** Why the last try failed, in the area's words; shown above the buttons until the next try. */
  failure?: MessageDescriptor | undefined;
  onCancel: () => void;
  /** Told when an operation starts and ends, so that the dialog does not close under it. */
  onBusyChange?: ((busy: boolean) => void) | undefined;
  /** The area's own words: each catalogue area keeps its button texts. */
  labels: { submit: MessageDescriptor; pending: MessageDescriptor; cancel: MessageDescriptor };
  /** The fields, and whatever the form says about them (a notice, a progress bar). */
  children: ReactNode;
}

/**
 * The body of every administration form dialog (goes inside a DialogSurface): its title, the
 * fields, the failure of the last try, then Save and Cancel. What was typed stays in the form
 * whatever happens here.
 */
export const AdminFormDialog = ({
  title,
  onSubmit,
  pending,
  failure,
  onCancel,
  onBusyChange,
  labels,
  children,
}: AdminFormDialogProps) => {
  const intl = useIntl();
  const styles = useStyles();
  useEffect(() => onBusyChange?.(pending), [onBusyChange, pending]);
  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)}>
      <DialogBody>
        <DialogTitle>{title}</DialogTitle>
        <DialogContent className={styles.content}>
          {children}
          {failure && (
            <MessageBar intent="error" role="alert">
              <MessageBarBody>{intl.formatMessage(failure)}</MessageBarBody>
            </MessageBar>
          )}
        </DialogContent>
        <DialogActions className={styles.actions}>
          <Button type="submit" appearance="primary" disabledFocusable={pending}>
            {intl.formatMessage(pending ? labels.pending : labels.submit)}
          </Button>
          <Button disabled={pending} onClick={onCancel}>
            {intl.formatMessage(labels.cancel)}
          </Button>
        </DialogActions>
      </DialogBody>
    </form>
  );
};
