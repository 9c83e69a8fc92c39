import { describe, expect, it } from 'vitest';
import { routes } from '@/config/paths';
import { guardNavigation, type GuardSession } from './navigation-guard';

const signedOut: GuardSession = {
  ready: true,
  signedIn: false,
  isSystemAdmin: false,
  hasAnalytik: false,
  automatedCommunications: false,
};
const clinicAdmin: GuardSession = {
  ...signedOut,
  signedIn: true,
  hasAnalytik: true,
  automatedCommunications: true,
};
const sysAdmin: GuardSession = { ...clinicAdmin, isSystemAdmin: true };

describe('guardNavigation (SPEC §2 and §4)', () => {
  it('waits until the session is ready', () => {
    expect(guardNavigation(routes.login, { ...signedOut, ready: false }, '/login')).toEqual({ kind: 'wait' });
  });

  it('sends the root to login, to admin practices for system administrators, else to communications admin', () => {
    expect(guardNavigation(routes.home, signedOut, '/')).toEqual({ kind: 'redirect', to: '/login' });
    expect(guardNavigation(routes.home, sysAdmin, '/')).toEqual({ kind: 'redirect', to: '/admin/practices' });
    expect(guardNavigation(routes.home, clinicAdmin, '/')).toEqual({
      kind: 'redirect',
      to: '/communications/admin',
    });
  });

  it('sends signed-out users to login, remembering where they were going', () => {
    expect(
      guardNavigation(routes.communicationsHistory, signedOut, '/communications/history?page=2'),
    ).toEqual({
      kind: 'redirect',
      to: '/login?redirect=%2Fcommunications%2Fhistory%3Fpage%3D2',
    });
  });

  it('sends signed-in users away from the sign-in screens', () => {
    expect(guardNavigation(routes.login, clinicAdmin, '/login')).toEqual({
      kind: 'redirect',
      to: '/communications/admin',
    });
    expect(guardNavigation(routes.forgotPassword, sysAdmin, '/forgot-password')).toEqual({
      kind: 'redirect',
      to: '/admin/practices',
    });
  });

  it('sends a user who is already signed in where ?redirect= says, if it is a path of the app', () => {
    expect(guardNavigation(routes.login, clinicAdmin, '/login?redirect=%2Fanalytik%2Fgoals')).toEqual({
      kind: 'redirect',
      to: '/analytik/goals',
    });
    expect(guardNavigation(routes.login, clinicAdmin, '/login?redirect=%2F%5Cevil.example.com')).toEqual({
      kind: 'redirect',
      to: '/communications/admin',
    });
  });

  it('lets anyone see the public confirmation page', () => {
    expect(guardNavigation(routes.confirmation, signedOut, '/confirmation')).toEqual({ kind: 'render' });
    expect(guardNavigation(routes.confirmation, clinicAdmin, '/confirmation')).toEqual({ kind: 'render' });
  });

  it('sends communications routes to NotSupported without the module', () => {
    const noModule = { ...clinicAdmin, automatedCommunications: false };
    expect(guardNavigation(routes.communicationsAdmin, noModule, '/communications/admin')).toEqual({
      kind: 'redirect',
      to: '/not-supported',
    });
    expect(guardNavigation(routes.communicationsAdmin, clinicAdmin, '/communications/admin')).toEqual({
      kind: 'render',
    });
  });

  it('sends analytik routes to NotSupported with reason analytik without the permission', () => {
    const noAnalytik = { ...clinicAdmin, hasAnalytik: false };
    expect(guardNavigation(routes.analytikMetric, noAnalytik, '/analytik/practice/x/fees')).toEqual({
      kind: 'redirect',
      to: '/not-supported?reason=analytik',
    });
    expect(guardNavigation(routes.analytikGoals, clinicAdmin, '/analytik/goals')).toEqual({ kind: 'render' });
  });

  it('checks the module before the permission, in the order of SPEC §4', () => {
    const neither = { ...clinicAdmin, automatedCommunications: false, hasAnalytik: false };
    expect(guardNavigation(routes.communicationsHistory, neither, '/communications/history')).toEqual({
      kind: 'redirect',
      to: '/not-supported',
    });
  });

  it('keeps administration for system administrators', () => {
    expect(guardNavigation(routes.adminUsers, clinicAdmin, '/admin/users')).toEqual({
      kind: 'redirect',
      to: '/communications/admin',
    });
    expect(guardNavigation(routes.adminUsers, sysAdmin, '/admin/users')).toEqual({ kind: 'render' });
  });
});
