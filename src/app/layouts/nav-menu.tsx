import {
  NavDivider,
  NavDrawer,
  NavDrawerHeader,
  NavItem,
  NavSectionHeader,
  Hamburger,
  makeStyles,
} from '@fluentui/react-components';
import { Fragment, useEffect, useState, type KeyboardEvent } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { useLocation } from 'wouter';
import { managesPractice } from '@/domain/practice-roles';
import { useSession } from '@/lib/session/session-provider';
import { routeTitles } from '../route-titles';
import { layoutMessages } from './layout-messages';
import { NavBody } from './nav-body';
import { activeLink, navSections, type NavSectionKey } from './nav-sections';
import { LabelTooltip } from '@/components/tooltip/label-tooltip';
import { onDemand } from '@/utils/on-demand-component';
import { whenSettled } from './use-first-clicks-ahead';

/**
 * The inbox's unread count comes once the screen has settled, with what is prepared ahead
 * (decision 050): a decoration of the drawer, it takes nothing from the first load of a page.
 */
const InboxNavCount = onDemand(() => import('./inbox-nav-count').then((module) => module.InboxNavCount), {
  optional: true,
});

const useSettled = () => {
  const [settled, setSettled] = useState(false);
  useEffect(() => whenSettled(() => setSettled(true)), []);
  return settled;
};

interface NavMenuProps {
  /** Overlay on small screens (opened by the header's button), inline beside the page otherwise. */
  overlay: boolean;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** A link was followed: the page changed, so focus goes to its content. */
  onNavigate: () => void;
}

const SECTION_HEADINGS: Record<NavSectionKey, MessageDescriptor> = {
  communications: layoutMessages.communications,
  practice: layoutMessages.practiceSection,
  analytik: layoutMessages.analytik,
  administration: layoutMessages.administration,
};

const useStyles = makeStyles({
  // A wide table in the page must not squeeze the drawer away.
  drawer: { flexShrink: 0 },
});

/** The navigation drawer: only the sections the user's role, permission and practice allow. */
export const NavMenu = ({ overlay, open, onOpenChange, onNavigate }: NavMenuProps) => {
  const styles = useStyles();
  const intl = useIntl();
  const session = useSession();
  const [location, navigate] = useLocation();
  const sections = navSections({
    isSystemAdmin: session.isSystemAdmin,
    hasAnalytik: session.hasAnalytik,
    automatedCommunications: session.currentPractice?.automatedCommunications ?? false,
    hasPractice: session.currentPractice !== undefined,
    managesPractice: managesPractice(session.currentPractice?.role),
  });
  const selected = activeLink(sections, location);
  const practiceId = session.currentPractice?.details.id;
  const settled = useSettled();
  const closeLabel = intl.formatMessage(layoutMessages.closeNavigation);
  const navigationLabel = intl.formatMessage(layoutMessages.navigation);
  // The close button's tooltip renders inside the drawer, not at the end of <body> outside every landmark.
  const [header, setHeader] = useState<HTMLElement | null>(null);

  return (
    <NavDrawer
      className={styles.drawer}
      type={overlay ? 'overlay' : 'inline'}
      open={open}
      onOpenChange={(_, data) => onOpenChange(data.open)}
      selectedValue={selected?.route ?? ''}
      // Tab reaches every link, as users of ordinary web pages expect; arrows work too.
      tabbable
      // NavDrawer names its root 'navigation', but the overlay is a modal dialog (aria-modal,
      // focus trapped): it says so, and its body is the navigation landmark instead.
      {...(overlay ? { role: 'dialog' } : {})}
      // Once the close button's tooltip shows (about 300 ms after focus lands there), Fluent's
      // Tooltip takes Escape for itself and the menu stayed open: a modal menu closes on the
      // first Escape, as keyboard users expect, and its tooltip goes with it.
      {...(overlay
        ? {
            onKeyDownCapture: (event: KeyboardEvent<HTMLElement>) => {
              if (event.key !== 'Escape') return;
              event.preventDefault();
              onOpenChange(false);
            },
          }
        : {})}
      aria-label={navigationLabel}
    >
      {overlay && (
        <NavDrawerHeader ref={setHeader}>
          <LabelTooltip content={closeLabel} mountNode={header}>
            <Hamburger onClick={() => onOpenChange(false)} />
          </LabelTooltip>
        </NavDrawerHeader>
      )}
      <NavBody {...(overlay ? { role: 'navigation', 'aria-label': navigationLabel } : {})}>
        {sections.map((section, index) => (
          <Fragment key={section.key}>
            {index > 0 && <NavDivider />}
            <NavSectionHeader>{intl.formatMessage(SECTION_HEADINGS[section.key])}</NavSectionHeader>
            {section.links.map((entry) => (
              <NavItem
                key={entry.route}
                value={entry.route}
                href={entry.href}
                onClick={(event) => {
                  // A plain click stays in the app; a modified click opens a tab as usual.
                  if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
                  event.preventDefault();
                  navigate(entry.href);
                  onNavigate();
                }}
              >
                {intl.formatMessage(routeTitles[entry.route])}
                {entry.route === 'communicationsInbox' && practiceId && settled && (
                  <InboxNavCount practiceId={practiceId} />
                )}
              </NavItem>
            ))}
          </Fragment>
        ))}
      </NavBody>
    </NavDrawer>
  );
};
