import {
  Button,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  MessageBarTitle,
} from '@fluentui/react-components';
import { useSyncExternalStore } from 'react';
import { useIntl } from 'react-intl';
import { useBannerStyles } from '@/components/feedback/offline-banner';
import { releaseMessages } from './release-messages';
import { newRelease, takeReleaseNow } from './release-state';

/**
 * Says that a newer release is deployed (release-watch.ts found it): it loads at the next move to
 * another screen, or now with the button (which asks first when a form holds unsaved changes).
 * Goes inside a live region, which announces it when it appears.
 */
export const ReleaseNotice = () => {
  const styles = useBannerStyles();
  const intl = useIntl();
  const available = useSyncExternalStore(newRelease.subscribe, newRelease.get);
  if (!available) return null;
  return (
    <MessageBar intent="info" layout="multiline" className={styles.banner}>
      <MessageBarBody>
        <MessageBarTitle>{intl.formatMessage(releaseMessages.title)}</MessageBarTitle>
        {intl.formatMessage(releaseMessages.body)}
      </MessageBarBody>
      <MessageBarActions>
        <Button appearance="primary" onClick={() => void takeReleaseNow()}>
          {intl.formatMessage(releaseMessages.reload)}
        </Button>
      </MessageBarActions>
    </MessageBar>
  );
};
