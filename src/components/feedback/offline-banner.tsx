import { makeStyles, MessageBar, MessageBarBody, MessageBarTitle, tokens } from '@fluentui/react-components';
import { onlineManager } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { defineMessages, useIntl } from 'react-intl';

const messages = defineMessages({
  title: {
    id: 'feedback.offline.title',
    defaultMessage: 'No connection',
    description: 'Title of the banner shown while the browser has no network connection',
  },
  body: {
    id: 'feedback.offline.body',
    defaultMessage:
      'The portal will load and save again as soon as the connection returns. What you type is kept.',
    description:
      'Banner shown while the browser is offline: loading waits, and changes being saved are sent once back online',
  },
});

const useStyles = makeStyles({
  banner: { borderRadius: 0, paddingInline: tokens.spacingHorizontalL },
});

/** Whether the browser has a network, as react-query sees it (it pauses queries and saves offline). */
export const useOnline = (): boolean =>
  useSyncExternalStore(
    (onChange) => onlineManager.subscribe(onChange),
    () => onlineManager.isOnline(),
  );

/**
 * A banner while the browser is offline. react-query pauses queries and mutations meanwhile and
 * resumes them when the network returns (refetching what is on screen); forms keep their input.
 */
export const OfflineBanner = () => {
  const styles = useStyles();
  const intl = useIntl();
  if (useOnline()) return null;
  return (
    <MessageBar intent="warning" layout="multiline" className={styles.banner}>
      <MessageBarBody>
        <MessageBarTitle>{intl.formatMessage(messages.title)}</MessageBarTitle>
        {intl.formatMessage(messages.body)}
      </MessageBarBody>
    </MessageBar>
  );
};
