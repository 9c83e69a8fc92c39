import {
  Button,
  makeStyles,
  MessageBar,
  MessageBarBody,
  MessageBarTitle,
  tokens,
} from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import { releaseMessages } from './release-messages';
import { takeReleaseNow, type UnsavedChanges } from './release-state';

// As the offline banner, across the frame under its header (its own copy: a module shared with
// the frame's chunk became a chunk of its own on every signed-in screen).
const useStyles = makeStyles({
  banner: { borderRadius: 0, paddingInline: tokens.spacingHorizontalL },
  reload: { marginInlineStart: tokens.spacingHorizontalS },
});

/**
 * Says that a newer release is deployed (release-watch.ts found it; release-notice-slot.tsx shows
 * this then): it loads at the next move to another screen, or now with the button (which asks
 * first when a form holds unsaved changes). Goes inside a live region, which announces it.
 */
export const ReleaseNotice = ({ confirmLeave }: Pick<UnsavedChanges, 'confirmLeave'>) => {
  const styles = useStyles();
  const intl = useIntl();
  return (
    <MessageBar intent="info" layout="multiline" className={styles.banner}>
      {/* In the body, not MessageBarActions: sharing that part with the load-error bar split it
          off into a chunk of its own on every signed-in screen's first load. */}
      <MessageBarBody>
        <MessageBarTitle>{intl.formatMessage(releaseMessages.title)}</MessageBarTitle>
        {intl.formatMessage(releaseMessages.body)}
        <Button
          appearance="primary"
          size="small"
          className={styles.reload}
          onClick={() => void takeReleaseNow({ confirmLeave })}
        >
          {intl.formatMessage(releaseMessages.reload)}
        </Button>
      </MessageBarBody>
    </MessageBar>
  );
};
