import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'wouter';
import { OfflineBanner } from '@/components/feedback/offline-banner';
import { ReleaseNoticeSlot } from '@/lib/release/release-notice-slot';
import { AppHeader } from './app-header';
import { layoutMessages } from './layout-messages';
import { NavMenu } from './nav-menu';
import { useFirstClicksAhead } from './use-first-clicks-ahead';
import { NARROW_SCREEN, useMediaQuery } from './use-media-query';

export const MAIN_CONTENT_ID = 'main-content';

const useStyles = makeStyles({
  frame: {
    display: 'flex',
    flexDirection: 'column',
    height: '100dvh',
    backgroundColor: tokens.colorNeutralBackground2,
  },
  body: { display: 'flex', flexGrow: 1, minHeight: 0 },
  main: {
    flexGrow: 1,
    minWidth: 0,
    overflowY: 'auto',
    overflowX: 'hidden',
    outlineStyle: 'none',
  },
  skipLink: {
    position: 'absolute',
    insetInlineStart: tokens.spacingHorizontalM,
    top: `calc(-1 * ${tokens.spacingVerticalXXXL} * 2)`,
    zIndex: 1,
    padding: tokens.spacingHorizontalS,
    backgroundColor: tokens.colorNeutralBackground1,
    color: tokens.colorBrandForegroundLink,
    borderRadius: tokens.borderRadiusMedium,
    ':focus': { top: tokens.spacingVerticalS },
  },
});

/** The signed-in frame of SPEC §2: header, navigation drawer and the routed view. */
export const MainLayout = ({ children }: { children: ReactNode }) => {
  const styles = useStyles();
  const intl = useIntl();
  const narrow = useMediaQuery(NARROW_SCREEN);
  const [overlayOpen, setOverlayOpen] = useState(false);
  const navigationButton = useRef<HTMLButtonElement>(null);
  const main = useRef<HTMLElement>(null);
  const [path] = useLocation();
  useFirstClicksAhead();

  // A new screen opens at its top. The main area scrolls, not the document, and it stays mounted
  // from screen to screen: it kept the last screen's scroll (a page or filter of a table changes
  // the query string only, and keeps it).
  useLayoutEffect(() => {
    if (main.current) main.current.scrollTop = 0;
  }, [path]);

  // Focus goes back where the user was (the drawer's button), or to the new page after a link.
  const closeOverlay = (focusTarget: { current: HTMLElement | null }) => {
    setOverlayOpen(false);
    requestAnimationFrame(() => focusTarget.current?.focus());
  };

  return (
    <div className={styles.frame}>
      <a className={mergeClasses(styles.skipLink)} href={`#${MAIN_CONTENT_ID}`}>
        {intl.formatMessage(layoutMessages.skipToContent)}
      </a>
      <AppHeader
        compact={narrow}
        onOpenNavigation={() => setOverlayOpen(true)}
        navigationButtonRef={navigationButton}
      />
      {/* A live region of its own: announced when it appears, under the header on every page. */}
      <div role="status">
        <OfflineBanner />
        <ReleaseNoticeSlot />
      </div>
      <div className={styles.body}>
        <NavMenu
          overlay={narrow}
          open={narrow ? overlayOpen : true}
          onOpenChange={(open) => (open ? setOverlayOpen(true) : closeOverlay(navigationButton))}
          onNavigate={() => (narrow ? closeOverlay(main) : main.current?.focus())}
        />
        <main ref={main} id={MAIN_CONTENT_ID} className={styles.main} tabIndex={-1}>
          {children}
        </main>
      </div>
    </div>
  );
};
