import { makeStyles, tokens } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import { useGetConversationsUnread } from '@/api/generated/communication/communication';
import { INBOX_POLL_MS } from '@/config/polling';
import { moreThanMessage, unreadRepliesMessage } from './layout-messages';

// A badge of the drawer's own: Fluent's CounterBadge brought 3.4 KB gzip to every signed-in page.
const useStyles = makeStyles({
  count: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    minWidth: tokens.spacingHorizontalL,
    height: tokens.spacingVerticalL,
    paddingInline: tokens.spacingHorizontalXS,
    marginInlineStart: tokens.spacingHorizontalS,
    borderRadius: tokens.borderRadiusCircular,
    backgroundColor: tokens.colorBrandBackground,
    color: tokens.colorNeutralForegroundOnBrand,
    fontSize: tokens.fontSizeBase100,
    fontWeight: tokens.fontWeightSemibold,
    lineHeight: tokens.lineHeightBase100,
  },
});

/** More than this shows as "99+". */
const MAX_SHOWN = 99;

/**
 * The replies waiting to be read, beside the inbox's link. The count is all the drawer keeps of
 * the answer (`select`): a poll that finds the same count renders nothing.
 */
export const InboxNavCount = ({ practiceId }: { practiceId: string }) => {
  const intl = useIntl();
  const styles = useStyles();
  const { data: unread } = useGetConversationsUnread(practiceId, {
    query: {
      refetchInterval: INBOX_POLL_MS,
      select: (answer) => answer.unread,
      meta: { globalSpinner: false },
    },
  });
  if (!unread) return null;
  return (
    <span
      className={styles.count}
      role="img"
      aria-label={intl.formatMessage(unreadRepliesMessage, { count: unread })}
    >
      {unread > MAX_SHOWN
        ? intl.formatMessage(moreThanMessage, { max: MAX_SHOWN })
        : intl.formatNumber(unread)}
    </span>
  );
};
