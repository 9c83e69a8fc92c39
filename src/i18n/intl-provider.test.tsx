import { act, fireEvent, render, screen } from '@testing-library/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppIntlProvider as PreloadedProvider, useLocaleSetting as preloadedSetting } from './intl-provider';
import { LOCALE_STORAGE_KEY } from './locale';

const title = { id: 'app.notFound.title', defaultMessage: 'Page not found!', description: 'test' };

/** A fresh messages module: nothing loaded yet, as in a browser before start-up preloads. */
const freshProvider = async () => {
  vi.resetModules();
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
