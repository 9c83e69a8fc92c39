import { act, render, screen } from '@testing-library/react';
import { Component, Suspense, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it, vi } from 'vitest';
import { onDemand } from './on-demand-component';

/** A download that the test settles by hand. */
const download = () => {
  let settle!: { resolve: () => void; reject: (error: Error) => void };
  const load = vi.fn(
    () =>
      new Promise<(props: { name: string }) => ReactNode>((resolve, reject) => {
        settle = {
          resolve: () => resolve(({ name }) => <p>Hello {name}</p>),
          reject,
        };
      }),
  );
  return { load, settle: () => settle };
};

class Boundary extends Component<{ children: ReactNode }, { error?: Error }> {
  override state: { error?: Error } = {};
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <button type="button" onClick={() => this.setState({ error: undefined })}>
        Failed: {this.state.error.message}
      </button>
    );
  }
}

/** Suspends until `release` is called: a fallback shows, as a lazy layout's did before a screen. */
const suspender = () => {
  let release!: () => void;
  let done = false;
  const promise = new Promise<void>((resolve) => {
    release = () => {
      done = true;
      resolve();
    };
  });
  const Suspends = () => {
    // eslint-disable-next-line @typescript-eslint/only-throw-error -- what Suspense expects
    if (!done) throw promise;
    return <p>Layout</p>;
  };
  return { Suspends, release: () => release() };
};

/** Runs `settle` in act(), and lets the promise callbacks it triggers run before act() ends. */
const settled = (settle: () => void) =>
  act(async () => {
    settle();
    await Promise.resolve();
  });

describe('onDemand', () => {
  it('shows its fallback, then the component with its props once the code has arrived', async () => {
    const { load, settle } = download();
    const Greeting = onDemand(load);
    render(<Greeting name="Marie" fallback={<p>Loading</p>} />);
    expect(screen.getByText('Loading')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
    await settled(() => settle().resolve());
    expect(screen.getByText('Hello Marie')).toBeInTheDocument();
    expect(screen.queryByText('Loading')).not.toBeInTheDocument();
  });

  it('shows the component as soon as its code arrives, even right after a Suspense fallback', async () => {
    // React holds a suspended boundary's content back until 300 ms after its last fallback:
    // a component on demand is shown by a state update, which it does not hold back. The whole
    // test runs outside act(), as in a browser (act() flushes its work without the throttle),
    // on a root of its own: mixing both left React's work for later test files outside act().
    const { Suspends, release } = suspender();
    const { load, settle } = download();
    const Greeting = onDemand(load);
    const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
    const container = document.body.appendChild(document.createElement('div'));
    const root = createRoot(container);
    try {
      root.render(
        <>
          <Suspense fallback={<p>Layout loading</p>}>
            <Suspends />
          </Suspense>
          <Greeting name="Marie" fallback={<p>Loading</p>} />
        </>,
      );
      await screen.findByText('Layout loading');
      const arrived = performance.now();
      settle().resolve();
      await screen.findByText('Hello Marie', undefined, { timeout: 1_000, interval: 5 });
      // Measured: 300 ms with lazy() in its own Suspense boundary.
      expect(performance.now() - arrived).toBeLessThan(150);
      release();
      expect(await screen.findByText('Layout')).toBeInTheDocument();
    } finally {
      root.unmount();
      container.remove();
      actEnvironment.IS_REACT_ACT_ENVIRONMENT = true;
    }
  });

  it('renders at once, without its fallback, once preloaded', async () => {
    const { load, settle } = download();
    const Greeting = onDemand(load);
    const preloaded = Greeting.preload();
    settle().resolve();
    await preloaded;
    render(<Greeting name="Marie" fallback={<p>Loading</p>} />);
    expect(screen.getByText('Hello Marie')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('downloads once however many times it is rendered or preloaded', async () => {
    const { load, settle } = download();
    const Greeting = onDemand(load);
    void Greeting.preload();
    render(
      <>
        <Greeting name="Marie" />
        <Greeting name="Luc" />
      </>,
    );
    void Greeting.preload();
    await settled(() => settle().resolve());
    expect(screen.getByText('Hello Marie')).toBeInTheDocument();
    expect(screen.getByText('Hello Luc')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('throws a failed download to the error boundary, and downloads again when the boundary retries', async () => {
    const { load, settle } = download();
    const Greeting = onDemand(load);
    vi.spyOn(console, 'error').mockImplementation(() => undefined); // React reports the caught error
    render(
      <Boundary>
        <Greeting name="Marie" fallback={<p>Loading</p>} />
      </Boundary>,
    );
    await settled(() => settle().reject(new Error('network down')));
    const retry = screen.getByRole('button', { name: 'Failed: network down' });
    expect(load).toHaveBeenCalledTimes(1);

    act(() => retry.click());
    expect(screen.getByText('Loading')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
    await settled(() => settle().resolve());
    expect(screen.getByText('Hello Marie')).toBeInTheDocument();
  });
});
