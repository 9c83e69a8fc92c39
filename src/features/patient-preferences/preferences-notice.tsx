import { MessageBar, MessageBarBody, type MessageBarIntent } from '@fluentui/react-components';
import type { ReactNode } from 'react';

/**
 * The element that had the focus (the pressed button) may be gone or disabled: the answer takes
 * it, so that a screen reader reads it (a live region mounted with its text is often not read).
 */
const focusOnMount = (element: HTMLDivElement | null) => element?.focus();

/**
 * A message of the patient's page (the answer to a save, a failure, an invalid link). In a module
 * of its own: the page loads it only when it has something to say, not with the choices.
 */
export const PreferencesNotice = ({
  intent,
  focus = false,
  children,
}: {
  intent: MessageBarIntent;
  /** Takes the focus when it shows: the answer to the patient's press. */
  focus?: boolean;
  children: ReactNode;
}) => (
  <MessageBar intent={intent} {...(focus ? { tabIndex: -1, ref: focusOnMount } : {})}>
    <MessageBarBody>{children}</MessageBarBody>
  </MessageBar>
);
