import {
  Button,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  MessageBarTitle,
} from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import { useBannerStyles } from '@/components/feedback/banner-styles';
import { releaseMessages } from './release-messages';
import { takeReleaseNow } from './release-state';

/**
 * Says that a newer release is deployed (release-watch.ts found it; release-notice-slot.tsx shows
 * this then): it loads at the next move to another screen, or now with the button (which asks
 * first when a form holds unsaved changes). Goes inside a live region, which announces it.
 */
export const ReleaseNotice = () => {
  const styles = useBannerStyles();
  const intl = useIntl();
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
