import { Button, MessageBar, MessageBarActions, MessageBarBody } from '@fluentui/react-components';
import { defineMessage, useIntl, type MessageDescriptor } from 'react-intl';

const tryAgainMessage = defineMessage({
  id: 'feedback.loadError.tryAgain',
  defaultMessage: 'Try again',
  description: 'Button that loads again what a screen could not load',
});

interface LoadErrorProps {
  /** What could not be loaded, in the screen's words ("The settings could not be loaded…"). */
  message: MessageDescriptor;
  /** A query's refetch, or whatever loads it again. */
  onRetry: () => unknown;
  /** The retry is under way: the button waits for it. */
  retrying: boolean;
  /** A warning for what the user did not cause just now (a session that ended on its own). */
  intent?: 'error' | 'warning';
  /** Announced at once (role alert): the answer to what the user just did. */
  alert?: boolean;
}

/** What a screen shows in place of data it could not load, with a way to load it again. */
export const LoadError = ({
  message,
  onRetry,
  retrying,
  intent = 'error',
  alert = false,
}: LoadErrorProps) => {
  const intl = useIntl();
  return (
    <MessageBar intent={intent} {...(alert ? { role: 'alert' } : {})}>
      <MessageBarBody>{intl.formatMessage(message)}</MessageBarBody>
      <MessageBarActions>
        <Button disabled={retrying} onClick={() => void onRetry()}>
          {intl.formatMessage(tryAgainMessage)}
        </Button>
      </MessageBarActions>
    </MessageBar>
  );
};
