import { hrefs } from '@/config/paths';
import { generalErrorMessages } from '@/lib/errors/general-messages';
import { dialogComponent, openDialog, type DialogOutcome, type OpenDialogOptions } from './dialog-store';
import { dialogKindMessages as messages, feedbackMessages } from './feedback-messages';
import type { FeedbackText } from './feedback-text';
import { ValidationItems, type ValidationItemsProps } from './validation-items';

/** The dialog kinds of SPEC §2, on the global dialog host. */

export const openValidationErrorDialog = (
  { title = messages.validationTitle, items }: { title?: FeedbackText } & ValidationItemsProps,
  options?: OpenDialogOptions,
): Promise<DialogOutcome> =>
  openDialog(
    {
      title,
      icon: 'warning',
      component: dialogComponent(ValidationItems, { items }),
      actions: [{ kind: 'close' }],
    },
    options,
  );

export const openCommunicationProfileErrorDialog = (options?: OpenDialogOptions): Promise<DialogOutcome> =>
  openDialog(
    {
      title: messages.communicationProfileTitle,
      text: messages.communicationProfileText,
      icon: 'error',
      actions: [{ kind: 'close' }],
    },
    options,
  );

export const openDefaultErrorDialog = (options?: OpenDialogOptions): Promise<DialogOutcome> =>
  openDialog(
    {
      title: generalErrorMessages.somethingWentWrong,
      text: generalErrorMessages.somethingWentWrongLater,
      icon: 'error',
      actions: [{ kind: 'close' }],
    },
    options,
  );

/** Shown on the communications screens while the practice misses required information (SPEC §4). */
export const openWelcomeDialog = (options?: OpenDialogOptions): Promise<DialogOutcome> =>
  openDialog(
    {
      title: messages.welcomeTitle,
      text: messages.missingInformation,
      icon: 'info',
      actions: [
        { kind: 'close' },
        { kind: 'navigate', label: messages.configure, to: hrefs.configuration() },
      ],
    },
    options,
  );

export interface ConfirmDialog {
  title: FeedbackText;
  text?: FeedbackText;
  /** The accepting button; 'Confirm' by default. */
  confirmLabel?: FeedbackText;
}

/** Asks for a confirmation: true only when accepted, false when closed or dismissed. */
export const confirm = async (
  { title, text, confirmLabel = feedbackMessages.confirm }: ConfirmDialog,
  options?: OpenDialogOptions,
): Promise<boolean> => {
  const outcome = await openDialog(
    {
      title,
      ...(text ? { text } : {}),
      actions: [{ kind: 'close' }, { kind: 'accept', label: confirmLabel }],
    },
    options,
  );
  return outcome === 'accept';
};
