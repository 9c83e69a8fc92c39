import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { getGetPracticeQueryKey } from '@/api/generated/practices/practices';
import type { Practice } from '@/api/generated/practices/model';
import { server } from '../../../mocks/node';
import { PRACTICES } from '../../../mocks/db/practice-directory';
import { amplifyError } from '../../../tests/utils/fake-session-auth';
import {
  LOGOUT_PAGE,
  practiceId,
  sessionStoreHarness as setup,
  userId,
} from '../../../tests/utils/session-store-harness';
import { injectFaults } from '../../../mocks/faults/offline-faults';
import { localPracticeMemory } from './practice-selection';

describe('practice selection', () => {
  it('switches practice, keeping the current one until the new one is read, and remembers it', async () => {
    const { fake, store, start, settled } = setup();
    fake.signIn('clinic');
    await start();
    const sainteFoy = practiceId('Centre dentaire Sainte-Foy');
    const switching = store.selectPractice(sainteFoy);
    expect(store.getSnapshot()).toMatchObject({
      switchingPractice: true,
      currentPractice: { name: 'Clinique dentaire du Plateau' },
    });
    await switching;
    expect((await settled()).currentPractice).toMatchObject({
      id: sainteFoy,
      automatedCommunications: false,
    });
    expect(localPracticeMemory().read(userId('clinic'))).toBe(sainteFoy);

    await store.selectPractice(practiceId('Clinique dentaire Rosemont'));
    expect(store.getSnapshot().currentPractice).toMatchObject({
      missingInformation: true,
      automatedCommunications: true,
    });
  });

  it("refuses a practice outside a user's list and keeps the current one", async () => {
    const { fake, store, start } = setup();
    fake.signIn('clinic');
    await start();
    await store.selectPractice(practiceId('Bay Street Dental'));
    expect(store.getSnapshot()).toMatchObject({
      error: 'practiceUnavailable',
      currentPractice: { name: 'Clinique dentaire du Plateau' },
    });
  });

  it('lets a system administrator open a practice outside the listed page, which joins the list', async () => {
    const { fake, store, start } = setup();
    fake.signIn('sysadmin');
    const bay = PRACTICES.find((practice) => practice.name === 'Bay Street Dental');
    server.use(
      http.get('*/api/practices', () =>
        HttpResponse.json({
          items: [{ id: bay?.id, name: 'Bay Street Dental', activeModules: [], missingInformation: false }],
          meta: { page: 1, pageSize: 200, totalItems: 1, totalPages: 1 },
        }),
      ),
    );
    expect((await start()).practices).toHaveLength(1);
    const hearst = practiceId('Clinique dentaire de Hearst');
    await store.selectPractice(hearst);
    const session = store.getSnapshot();
    expect(session.currentPractice).toMatchObject({ id: hearst, role: 'sys-admin' });
    expect(session.practices.map((practice) => practice.name)).toEqual([
      'Bay Street Dental',
      'Clinique dentaire de Hearst',
    ]);
  });

  it('follows the query cache when a screen changes the current practice', async () => {
    const { fake, store, start, queryClient } = setup();
    fake.signIn('clinic');
    const current = (await start()).currentPractice;
    if (!current) throw new Error('no current practice');
    queryClient.setQueryData<Practice>(getGetPracticeQueryKey(current.id), {
      ...current.details,
      activeModules: [],
    });
    expect(store.getSnapshot().currentPractice?.automatedCommunications).toBe(false);
  });
});

describe('refresh and sign-out', () => {
  it('signs out with sessionExpired when the refresh token is refused, and clears the cache', async () => {
    const { fake, store, start, queryClient } = setup();
    fake.signIn('clinic');
    await start();
    expect(queryClient.getQueryCache().getAll().length).toBeGreaterThan(0);
    fake.emit({
      type: 'refreshFailed',
      error: amplifyError('NotAuthorizedException'),
      refreshTokenRefused: true,
    });
    await vi.waitFor(() =>
      expect(store.getSnapshot()).toMatchObject({ status: 'signedOut', error: 'sessionExpired' }),
    );
    expect(fake.signOutCount()).toBe(1);
    expect(store.getSnapshot().user).toBeUndefined();
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
  });

  it('keeps the user on a network error, then clears the error after the next refresh', async () => {
    const { fake, store, start, warn } = setup();
    fake.signIn('clinic');
    await start();
    fake.emit({ type: 'refreshFailed', error: amplifyError('NetworkError'), refreshTokenRefused: false });
    expect(store.getSnapshot()).toMatchObject({
      status: 'signedIn',
      error: 'network',
      user: { username: 'clinic' },
    });
    expect(fake.signOutCount()).toBe(0);
    expect(warn).toHaveBeenCalledWith('[session] The tokens could not be refreshed', expect.anything());

    fake.setClaims({ 'custom:permissions': 'analytik,reports' });
    fake.emit({ type: 'tokensRefreshed' });
    await vi.waitFor(() => expect(store.getSnapshot().error).toBeUndefined());
    expect(store.getSnapshot().permissions).toEqual(['analytik', 'reports']);
  });

  it('signs out: the session and the cache go, the remembered practice stays', async () => {
    const { fake, store, start, queryClient, navigate } = setup();
    fake.signIn('clinic');
    await start();
    await store.signOut();
    expect(store.getSnapshot()).toMatchObject({ status: 'signedOut', ready: true, practices: [] });
    expect(store.getSnapshot().error).toBeUndefined();
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
    expect(localPracticeMemory().read(userId('clinic'))).toBe(practiceId('Clinique dentaire du Plateau'));
    expect(navigate).not.toHaveBeenCalled();
  });

  it("sends a hosted-login user to the provider's logout page", async () => {
    const { fake, store, start, navigate } = setup();
    fake.signIn('clinic', { hostedLogin: true });
    await start();
    await store.signOut();
    expect(navigate).toHaveBeenCalledWith(LOGOUT_PAGE);
  });

  it('follows a sign-out made elsewhere (the sign-in screen)', async () => {
    const { fake, store, start } = setup();
    fake.signIn('clinic');
    await start();
    await fake.auth.signOut();
    expect(store.getSnapshot().status).toBe('signedOut');
    expect(store.getSnapshot().user).toBeUndefined();
  });
});

describe('a 401 from the API', () => {
  // The handler is installed with the HTTP client's chunk, just after start.
  const handlerInstalled = () => import('@/api/unauthorized-handler').then(() => undefined);

  it('renews the tokens once and sends the call again', async () => {
    const { fake, store, start } = setup();
    fake.signIn('clinic');
    await start();
    await handlerInstalled();
    await injectFaults({ operationId: 'getPractice', status: 401, times: 1 });
    await store.selectPractice(practiceId('Centre dentaire Sainte-Foy'));
    expect(fake.renewalCount()).toBe(1);
    expect(store.getSnapshot()).toMatchObject({
      status: 'signedIn',
      currentPractice: { name: 'Centre dentaire Sainte-Foy' },
    });
  });

  it('ends the session as expired when the renewal is refused', async () => {
    const { fake, store, start, queryClient } = setup();
    fake.signIn('clinic');
    await start();
    await handlerInstalled();
    fake.refuseRenewal();
    await injectFaults({ operationId: 'getPractice', status: 401, times: 1 });
    await store.selectPractice(practiceId('Centre dentaire Sainte-Foy'));
    await vi.waitFor(() => expect(store.getSnapshot().status).toBe('signedOut'));
    expect(store.getSnapshot().error).toBe('sessionExpired');
    expect(fake.signOutCount()).toBe(1);
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
  });

  it('ends the session as expired when the renewed tokens are refused too', async () => {
    const { fake, store, start } = setup();
    fake.signIn('clinic');
    await start();
    await handlerInstalled();
    await injectFaults({ operationId: 'getPractice', status: 401, times: 2 });
    await store.selectPractice(practiceId('Centre dentaire Sainte-Foy'));
    await vi.waitFor(() => expect(store.getSnapshot().status).toBe('signedOut'));
    expect(fake.renewalCount()).toBe(1);
    expect(store.getSnapshot().error).toBe('sessionExpired');
  });

  it('keeps the user when the identity provider cannot be reached to renew', async () => {
    const { fake, store, start } = setup();
    fake.signIn('clinic');
    await start();
    await handlerInstalled();
    fake.failWith(amplifyError('NetworkError'));
    await injectFaults({ operationId: 'getPractice', status: 401, times: 1 });
    await store.selectPractice(practiceId('Centre dentaire Sainte-Foy'));
    expect(store.getSnapshot()).toMatchObject({
      status: 'signedIn',
      currentPractice: { name: 'Clinique dentaire du Plateau' },
    });
    expect(fake.signOutCount()).toBe(0);
  });
});
