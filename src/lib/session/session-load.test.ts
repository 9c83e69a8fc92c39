import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../../mocks/node';
import { PRACTICES } from '../../../mocks/db/practice-directory';
import { amplifyError } from '../../../tests/utils/fake-session-auth';
import { practiceId, sessionStoreHarness as setup, userId } from '../../../tests/utils/session-store-harness';
import { localPracticeMemory, rememberedPracticeKey } from './practice-selection';

describe('session load (through the store, over the offline API)', () => {
  it('is loading first, then signed out when nobody is signed in', async () => {
    const { store, start } = setup();
    expect(store.getSnapshot()).toMatchObject({ status: 'loading', ready: false });
    expect(await start()).toMatchObject({ status: 'signedOut', ready: true, practices: [], permissions: [] });
  });

  it("loads a practice administrator's practices, sorted by name, on the first practice of the first role", async () => {
    const { fake, start } = setup();
    fake.signIn('clinic');
    const session = await start();
    expect(session).toMatchObject({
      status: 'signedIn',
      ready: true,
      isSystemAdmin: false,
      hasAnalytik: true,
    });
    expect(session.user?.username).toBe('clinic');
    expect(session.permissions).toEqual(['analytik']);
    expect(session.practices.map((practice) => practice.name)).toEqual([
      'Centre dentaire Saint-Laurent',
      'Centre dentaire Sainte-Foy',
      'Clinique dentaire du Plateau',
      'Clinique dentaire Rosemont',
    ]);
    expect(session.practices.every((practice) => practice.role === 'practice-admin')).toBe(true);
    expect(session.currentPractice).toMatchObject({
      id: practiceId('Clinique dentaire du Plateau'),
      name: 'Clinique dentaire du Plateau',
      automatedCommunications: true,
      missingInformation: false,
    });
    expect(session.currentPractice?.details.activeModules).toContain('Messages automatisés');
    expect(window.localStorage.getItem(rememberedPracticeKey(userId('clinic')))).toBe(
      practiceId('Clinique dentaire du Plateau'),
    );
  });

  it('restores the remembered practice, and ignores one the user can no longer reach', async () => {
    const first = setup();
    first.fake.signIn('clinic');
    localPracticeMemory().write(userId('clinic'), practiceId('Clinique dentaire Rosemont'));
    expect((await first.start()).currentPractice?.name).toBe('Clinique dentaire Rosemont');

    const second = setup();
    second.fake.signIn('clinic');
    localPracticeMemory().write(userId('clinic'), practiceId('Bay Street Dental'));
    expect((await second.start()).currentPractice?.name).toBe('Clinique dentaire du Plateau');
  });

  it('falls back to the first practice when the remembered one has gone from the API', async () => {
    const { fake, start } = setup();
    fake.signIn('clinic');
    const rosemont = practiceId('Clinique dentaire Rosemont');
    localPracticeMemory().write(userId('clinic'), rosemont);
    server.use(
      http.get(`*/api/practices/${rosemont}`, () =>
        HttpResponse.json({ title: 'Not found', status: 404 }, { status: 404 }),
      ),
    );
    expect((await start()).currentPractice?.name).toBe('Clinique dentaire du Plateau');
  });

  it('starts a group administrator on the first member of the group, without analytik', async () => {
    const { fake, start } = setup();
    fake.signIn('group');
    const session = await start();
    expect(session).toMatchObject({ status: 'signedIn', hasAnalytik: false, permissions: [] });
    expect(session.currentPractice).toMatchObject({ name: 'Bay Street Dental', role: 'group-admin' });
    expect(session.practices).toHaveLength(4);
  });

  it('lists the practices for a system administrator without practice roles', async () => {
    const { fake, start } = setup();
    fake.signIn('sysadmin');
    const session = await start();
    expect(session).toMatchObject({ status: 'signedIn', isSystemAdmin: true, hasAnalytik: true });
    expect(session.practices).toHaveLength(PRACTICES.length);
    expect(session.practices.every((practice) => practice.role === 'sys-admin')).toBe(true);
    const names = session.practices.map((practice) => practice.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, undefined, { sensitivity: 'base' })));
    expect(session.currentPractice?.name).toBe(names[0]);
  });

  it('reads the permissions from the token, and none from an unreadable claim', async () => {
    const { fake, start } = setup();
    fake.signIn('group', { permissions: ' Reports,ANALYTIK ' });
    expect(await start()).toMatchObject({ permissions: ['reports', 'analytik'], hasAnalytik: true });

    const other = setup();
    other.fake.signIn('clinic');
    other.fake.setClaims({ 'custom:permissions': ['analytik'] });
    expect(await other.start()).toMatchObject({ permissions: [], hasAnalytik: false });
  });

  it("fails with 'User has no roles', and says why in the log", async () => {
    const { fake, start, warn } = setup();
    fake.signIn('noroles');
    expect(await start()).toMatchObject({ status: 'error', ready: true, error: 'noRoles' });
    expect(warn).toHaveBeenCalledWith('[session] User has no roles', expect.anything());
  });

  it('aborts the load when the identity has no profile (404)', async () => {
    const { fake, start } = setup();
    fake.signIn('noprofile');
    const session = await start();
    expect(session).toMatchObject({ status: 'error', error: 'profileNotFound' });
    expect(session.user).toBeUndefined();
  });

  it('reports a network failure of the identity provider or of the API as network, and logs it', async () => {
    const amplify = setup();
    amplify.fake.signIn('clinic');
    amplify.fake.failWith(amplifyError('NetworkError', 'A network error has occurred.'));
    expect(await amplify.start()).toMatchObject({ status: 'error', error: 'network' });
    expect(amplify.warn).toHaveBeenCalledWith('[session] A network error has occurred.', expect.anything());

    const api = setup();
    api.fake.signIn('clinic');
    server.use(http.get('*/api/users/profile', () => HttpResponse.error()));
    expect(await api.start()).toMatchObject({ status: 'error', error: 'network' });
  });

  it("reload() after sign-in: no identity is 'User is not signed in after login'", async () => {
    const { fake, store, start } = setup();
    await start();
    expect((await store.reload()).error).toBe('notSignedInAfterLogin');
    fake.signIn('clinic');
    const session = await store.reload();
    expect(session.status).toBe('signedIn');
    expect(session.error).toBeUndefined();
  });
});
