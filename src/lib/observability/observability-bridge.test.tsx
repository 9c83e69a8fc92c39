import { render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { User } from '@/api/generated/users/model';
import type { CurrentPractice } from '@/lib/session/current-practice';
import { useObservabilitySession } from './observability-bridge';
import type { ObservabilityService } from './observability-service';
import type { ObservedIdentity } from './observed-session';
import type { ObservedSessionInput } from './observed-session';
import { startObservability, type ObservabilityHandle } from './start-observability';

const user = { id: 'user-1', username: 'clinic', email: 'clinic@example.ca' } as User;
const practices: ObservedSessionInput['practices'] = [
  { id: 'p1', name: 'Clinique A', role: 'practice-admin' },
  { id: 'p2', name: 'Clinique B', role: 'practice-admin' },
];
const session = (overrides: Partial<ObservedSessionInput>): ObservedSessionInput => ({
  status: 'signedIn',
  user,
  practices,
  isSystemAdmin: false,
  ...overrides,
});

const Probe = ({ value }: { value: ObservedSessionInput }) => {
  useObservabilitySession(value);
  return null;
};

let handle: ObservabilityHandle | undefined;
afterEach(async () => {
  await handle?.stop();
  handle = undefined;
});

/** Starts the runtime with a recording service in place of the SDKs. */
const recording = async () => {
  const seen: (ObservedIdentity | null)[] = [];
  const service: ObservabilityService = {
    name: 'recorder',
    setIdentity: (identity) => void seen.push(identity),
    flush: () => Promise.resolve(),
    close: () => Promise.resolve(),
  };
  handle = startObservability(
    {
      environment: 'test',
      production: false,
      flagsmith: { environmentId: 'x', apiUrl: 'http://localhost/' },
    },
    {
      defer: (run) => run(),
      loaders: {
        sentry: () => Promise.reject(new Error('not configured')),
        posthog: () => Promise.reject(new Error('not configured')),
        flagsmith: () => Promise.resolve(service),
      },
    },
  );
  await handle.ready;
  return seen;
};

describe('useObservabilitySession', () => {
  it('waits for the session, then follows sign-in, practice changes and sign-out (ids only)', async () => {
    const seen = await recording();
    const { rerender } = render(
      <Probe value={session({ status: 'loading', user: undefined, practices: [] })} />,
    );
    expect(seen).toEqual([]);
    const current = { id: 'p2', name: 'Clinique B' } as CurrentPractice;
    rerender(<Probe value={session({ currentPractice: current })} />);
    rerender(<Probe value={session({ currentPractice: current })} />);
    rerender(<Probe value={session({ currentPractice: { ...current, id: 'p1', name: 'Clinique A' } })} />);
    rerender(<Probe value={session({ status: 'signedOut', user: undefined, practices: [] })} />);
    expect(seen).toEqual([
      {
        userId: 'user-1',
        systemAdmin: false,
        practiceIds: ['p1', 'p2'],
        currentPractice: { id: 'p2', name: 'Clinique B' },
      },
      {
        userId: 'user-1',
        systemAdmin: false,
        practiceIds: ['p1', 'p2'],
        currentPractice: { id: 'p1', name: 'Clinique A' },
      },
      null,
    ]);
    expect(JSON.stringify(seen)).not.toContain('clinic@example.ca');
  });
});
