import { describe, expect, it } from 'vitest';
import { activeLink, navSections, type NavAccess } from './nav-sections';

const clinicStaff: NavAccess = {
  isSystemAdmin: false,
  hasAnalytik: false,
  automatedCommunications: true,
  hasPractice: true,
  managesPractice: false,
};

const keys = (access: NavAccess) => navSections(access).map((section) => section.key);

describe('navSections', () => {
  it('offers communications to clinic staff whose practice has the module', () => {
    expect(keys(clinicStaff)).toEqual(['communications']);
    expect(navSections(clinicStaff)[0]?.links.map((entry) => entry.href)).toEqual([
      '/communications/admin',
      '/communications/inbox',
      '/communications/notifications',
      '/communications/confirmations',
      '/communications/hygiene-recalls',
      '/communications/upcoming',
      '/communications/history',
      '/communications/unreachable',
      '/communications/consent',
      '/configuration',
    ]);
  });

  it("offers the practice's audit log to its managers only", () => {
    const hrefs = (access: NavAccess) =>
      navSections(access).flatMap((section) => section.links.map((entry) => entry.href));
    expect(hrefs(clinicStaff)).not.toContain('/audit-log');
    expect(hrefs({ ...clinicStaff, managesPractice: true })).toContain('/audit-log');
    expect(hrefs({ ...clinicStaff, managesPractice: true, automatedCommunications: false })).toEqual([
      '/configuration',
      '/audit-log',
    ]);
  });

  it('offers only the practice configuration when the practice lacks the module', () => {
    const withoutModule = { ...clinicStaff, automatedCommunications: false };
    expect(keys(withoutModule)).toEqual(['practice']);
    expect(navSections(withoutModule)[0]?.links.map((entry) => entry.href)).toEqual(['/configuration']);
    expect(keys({ ...withoutModule, hasPractice: false })).toEqual([]);
  });

  it('adds Analytik only with the permission', () => {
    expect(keys({ ...clinicStaff, hasAnalytik: true })).toEqual(['communications', 'analytik']);
  });

  it('adds Administration only for system administrators', () => {
    expect(keys({ ...clinicStaff, isSystemAdmin: true })).toEqual(['communications', 'administration']);
    const admin = navSections({ ...clinicStaff, isSystemAdmin: true })[1];
    expect(admin?.links.map((entry) => entry.route)).toEqual([
      'adminPractices',
      'adminUsers',
      'adminClinicGroups',
      'adminDeploymentGroups',
      'adminTools',
      'adminPricing',
      'adminAuditLog',
    ]);
  });
});

describe('activeLink', () => {
  const sections = navSections({ ...clinicStaff, isSystemAdmin: true });

  it('matches a list exactly', () => {
    expect(activeLink(sections, '/communications/history')?.route).toBe('communicationsHistory');
    expect(activeLink(sections, '/communications/inbox/P-10427')?.route).toBe('communicationsInbox');
  });

  it('marks the list of a detail page', () => {
    expect(activeLink(sections, '/admin/users/42')?.route).toBe('adminUsers');
  });

  it('marks nothing on a page outside the drawer', () => {
    expect(activeLink(sections, '/not-supported')).toBeUndefined();
    expect(activeLink(sections, '/admin/users-archive')).toBeUndefined();
  });
});
