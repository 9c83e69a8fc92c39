import { MessageBar, MessageBarBody, type MessageBarIntent } from '@fluentui/react-components';
import type { ReactNode } from 'react';

/**
 * A message of the confirmation page (the answer, a failure, an invalid link). In a module of its
 * own: the page loads it only when it has something to say, not with the button.
 */
export const ConfirmationNotice = ({
  intent,
  children,
}: {
  intent: MessageBarIntent;
  children: ReactNode;
}) => (
  <MessageBar intent={intent}>
    <MessageBarBody>{children}</MessageBarBody>
  </MessageBar>
);
