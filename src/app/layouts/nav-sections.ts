import { hrefs, type RouteKey } from '@/config/paths';

/** What the drawer needs to know of the session to decide what to offer. */
export interface NavAccess {
  isSystemAdmin: boolean;
  hasAnalytik: boolean;
  /** The current practice has the automated communications module. */
  automatedCommunications: boolean;
  hasPractice: boolean;
  /** The user may change the current practice (its administrators, its group's, sys-admin). */
  managesPractice: boolean;
}

export type NavSectionKey = 'communications' | 'practice' | 'analytik' | 'administration';

export interface NavLink {
  route: RouteKey;
  href: string;
}

export interface NavSection {
  key: NavSectionKey;
  links: NavLink[];
}

/** Routes whose address needs no parameter: the lists a drawer can point at. */
type ListRoute = { [K in RouteKey]: [] extends Parameters<(typeof hrefs)[K]> ? K : never }[RouteKey];

const link = (route: ListRoute): NavLink => {
  const href: () => string = hrefs[route];
  return { route, href: href() };
};

/** A practice's audit log is its managers' to read (openapi/audit.yaml). */
const practiceLog = (access: NavAccess): NavLink[] => (access.managesPractice ? [link('auditLog')] : []);

/**
 * The drawer offers only what the guards would let the user open (SPEC §2, §4, §6): a link that
 * always ends on NotSupported or home is noise. The guards still decide on direct addresses.
 */
export const navSections = (access: NavAccess): NavSection[] => {
  const sections: NavSection[] = [];
  if (access.hasPractice && access.automatedCommunications) {
    sections.push({
      key: 'communications',
      links: [
        link('communicationsAdmin'),
        link('communicationsInbox'),
        link('communicationsNotifications'),
        link('communicationsConfirmations'),
        link('communicationsHygieneRecalls'),
        link('communicationsUpcoming'),
        link('communicationsHistory'),
        link('communicationsUnreachable'),
        link('communicationsConsent'),
        link('configuration'),
        ...practiceLog(access),
      ],
    });
  } else if (access.hasPractice) {
    // The practice's configuration is open to every signed-in user (SPEC §2): without the
    // module, it is the one practice page there is, and where its missing information is filled.
    sections.push({ key: 'practice', links: [link('configuration'), ...practiceLog(access)] });
  }
  if (access.hasAnalytik) {
    sections.push({ key: 'analytik', links: [link('analytik'), link('analytikGoals')] });
  }
  if (access.isSystemAdmin) {
    sections.push({
      key: 'administration',
      links: [
        link('adminPractices'),
        link('adminUsers'),
        link('adminClinicGroups'),
        link('adminDeploymentGroups'),
        link('adminTools'),
        link('adminPricing'),
        link('adminAuditLog'),
      ],
    });
  }
  return sections;
};

/** The link a location belongs to: its own, or the list it is a detail of (/admin/users/42). */
export const activeLink = (sections: NavSection[], location: string): NavLink | undefined => {
  const links = sections.flatMap((section) => section.links);
  return (
    links.find((candidate) => candidate.href === location) ??
    links
      .filter((candidate) => location.startsWith(`${candidate.href}/`))
      .sort((a, b) => b.href.length - a.href.length)[0]
  );
};
