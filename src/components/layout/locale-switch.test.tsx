import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { useIntl } from 'react-intl';
import { LOCALE_STORAGE_KEY } from '@/i18n/locale';
import { renderWithProviders } from '../../../tests/utils/render';
import { LocaleSwitch } from './locale-switch';

const Shown = () => <p>{useIntl().locale}</p>;

afterEach(() => {
  window.localStorage.clear();
  window.history.pushState(null, '', '/');
});

describe('LocaleSwitch', () => {
  it('offers the other language in that language, switches to it and saves the choice', async () => {
    window.history.pushState(null, '', '/login?redirect=%2Fconfiguration');
    renderWithProviders(
      <>
        <LocaleSwitch />
        <Shown />
      </>,
      { locale: 'fr' },
    );
    const toEnglish = screen.getByRole('button', { name: 'English' });
    expect(toEnglish).toHaveAttribute('lang', 'en-CA');
    await userEvent.click(toEnglish);

    expect(await screen.findByText('en-CA')).toBeVisible();
    expect(window.localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('en');
    expect(screen.getByRole('button', { name: 'Français' })).toHaveAttribute('lang', 'fr-CA');
    // No lang parameter to follow: the address is left as it was.
    expect(window.location.search).toBe('?redirect=%2Fconfiguration');
  });
});
