import { act, fireEvent, render, screen } from '@testing-library/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppIntlProvider as PreloadedProvider, useLocaleSetting as preloadedSetting } from './intl-provider';
import { LOCALE_STORAGE_KEY } from './locale';

const title = { id: 'app.notFound.title', defaultMessage: 'Page not found!', description: 'test' };

/** The portal's catalogues, given to a fresh messages module as main.tsx gives them. */
const provideFreshCatalogues = async () => {
  const { provideCatalogues } = await import('./messages');
  provideCatalogues((await import('./portal-catalogues')).PORTAL_CATALOGUES);
};

/** A fresh messages module: nothing loaded yet, as in a browser before start-up preloads. */
const freshProvider = async () => {
  vi.resetModules();
  await provideFreshCatalogues();
  return import('./intl-provider');
};

const Probe = ({ useLocaleSetting }: { useLocaleSetting: () => { setLocale: (l: 'en' | 'fr') => void } }) => {
  const { setLocale } = useLocaleSetting();
  const intl = useIntl();
  return (
    <>
      <h1>
        <FormattedMessage {...title} />
      </h1>
      <p data-testid="money">{intl.formatNumber(1234.5, { format: 'currency' })}</p>
      <button type="button" onClick={() => setLocale('fr')}>
        fr
      </button>
    </>
  );
};

beforeEach(() => {
  window.localStorage.clear();
  window.history.replaceState(null, '', '/');
});
afterEach(() => {
  window.history.replaceState(null, '', '/');
});

describe('AppIntlProvider', () => {
  it('loads the initial language before showing anything: no flash of ids', async () => {
    window.history.replaceState(null, '', '/login?lang=fr');
    const { AppIntlProvider, useLocaleSetting } = await freshProvider();
    const { container } = render(
      <AppIntlProvider>
        <Probe useLocaleSetting={useLocaleSetting} />
      </AppIntlProvider>,
    );
    expect(container).toBeEmptyDOMElement();
    expect(await screen.findByRole('heading')).toHaveTextContent('Page introuvable');
    expect(document.documentElement.lang).toBe('fr-CA');
    expect(screen.getByTestId('money').textContent?.replace(/\s/g, ' ')).toBe('1 234,50 $');
  });

  it('keeps the old texts until the new catalogue arrives, then saves the choice', async () => {
    const { AppIntlProvider, useLocaleSetting } = await freshProvider();
    const { loadMessages } = await import('./messages');
    await act(() => loadMessages('en'));
    render(
      <AppIntlProvider locale="en">
        <Probe useLocaleSetting={useLocaleSetting} />
      </AppIntlProvider>,
    );
    expect(screen.getByRole('heading')).toHaveTextContent('Page not found!');
    expect(document.documentElement.lang).toBe('en-CA');

    fireEvent.click(screen.getByRole('button'));
    // The French chunk cannot have arrived synchronously: English stays, with its <html lang>.
    expect(screen.getByRole('heading')).toHaveTextContent('Page not found!');
    expect(document.documentElement.lang).toBe('en-CA');
    expect(window.localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('fr');
    expect(await screen.findByText(/Page introuvable/)).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('fr-CA');
    expect(screen.getByTestId('money').textContent?.replace(/\s/g, ' ')).toBe('1 234,50 $');
  });

  it('logs a message missing from the loaded catalogues as an error, and shows its id', () => {
    const Missing = () => <p>{useIntl().formatMessage({ id: 'nowhere.in.the.catalogue' })}</p>;
    // Expected here: the set-up's own spy would fail the test on it.
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    errors.mockClear();
    render(
      <PreloadedProvider locale="fr">
        <Missing />
      </PreloadedProvider>,
    );
    expect(screen.getByText('nowhere.in.the.catalogue')).toBeInTheDocument();
    const logged = errors.mock.calls.map((call) => String(call[0]));
    expect(logged).toEqual([expect.stringMatching(/^\[i18n\].*nowhere\.in\.the\.catalogue/)]);
  });

  it("shows an area as soon as it arrives, while another screen's area is still on its way", async () => {
    // The screen's area is held back: the shell's arrives first, as on a direct visit whose
    // screen chunk is the larger one.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    vi.resetModules();
    const actual = await import('../../lang/en.json?compiled&area=analytik');
    vi.doMock('../../lang/en.json?compiled&area=analytik', async () => {
      await held;
      return actual;
    });
    await provideFreshCatalogues();
    const { AppIntlProvider } = await import('./intl-provider');
    const { loadArea, loadMessages } = await import('./messages');
    await act(() => loadMessages('en'));
    const Shell = () => (
      <p>
        {/* No default: the text can come from the shell's catalogue only. */}
        <FormattedMessage id="layout.skipToContent" />
      </p>
    );
    // Expected here: the set-up's own spy would fail the test on a missing message.
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    errors.mockClear();
    render(
      <AppIntlProvider locale="en">
        <Shell />
      </AppIntlProvider>,
    );
    const screenArea = loadArea('analytik');
    await act(() => loadArea('shell'));
    expect(screen.getByText('Skip to main content')).toBeInTheDocument();
    release();
    await act(() => screenArea);
    expect(screen.getByText('Skip to main content')).toBeInTheDocument();
    vi.doUnmock('../../lang/en.json?compiled&area=analytik');
    // Before the shell's area arrived the id was missing once: the only error.
    expect(errors.mock.calls.map((call) => String(call[0]))).toEqual([
      expect.stringMatching(/^\[i18n\].*layout\.skipToContent/),
    ]);
  });

  it('renders at once when the catalogue is already loaded (tests, after start-up)', () => {
    render(
      <PreloadedProvider locale="en">
        <Probe useLocaleSetting={preloadedSetting} />
      </PreloadedProvider>,
    );
    expect(screen.getByRole('heading')).toHaveTextContent('Page not found!');
    expect(screen.getByTestId('money')).toHaveTextContent('$1,234.50');
  });
});
