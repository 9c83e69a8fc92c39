import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { LOCALE_STORAGE_KEY } from '@/i18n/locale';
import { renderSignedIn } from '../../../tests/utils/render-app';

const menu = () => screen.findByRole('navigation', { name: 'Main menu' });

describe('MainLayout', () => {
  it('offers a practice administrator communications and Analytik, not Administration', async () => {
    renderSignedIn('clinic', '/analytik/goals');
    const nav = await menu();
    expect(within(nav).getByText('Communications')).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Yearly goals' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).queryByText('Administration')).not.toBeInTheDocument();
  });

  it('follows a drawer link inside the app', async () => {
    const location = renderSignedIn('sysadmin', '/admin/practices');
    const nav = await menu();
    await userEvent.click(within(nav).getByRole('link', { name: 'Clinic groups' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Clinic groups' })).toBeInTheDocument();
    expect(location.history?.at(-1)).toBe('/admin/ClinicGroups');
    expect(document.title).toMatch(/^Clinic groups · /);
  });

  it('switches to French, saves the choice and sets the page language', async () => {
    renderSignedIn('sysadmin', '/admin/tools');
    await menu();
    await userEvent.click(screen.getByRole('button', { name: 'Français' }));
    expect(await screen.findByRole('navigation', { name: 'Menu principal' })).toBeInTheDocument();
    expect(window.localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('fr');
    await waitFor(() => expect(document.documentElement.lang).toBe('fr-CA'));
    expect(screen.getByRole('button', { name: 'English' })).toHaveAttribute('lang', 'en-CA');
  });

  it('opens the account menu from the keyboard at the first press, its code loaded then', async () => {
    renderSignedIn('sysadmin', '/admin/tools');
    await menu();
    const account = screen.getByRole('button', { name: /^Account menu of / });
    expect(account).toHaveAttribute('aria-haspopup', 'menu');
    act(() => account.focus());
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByRole('menuitem', { name: 'Change password' })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Sign out' })).toBeInTheDocument();
  });

  it('signs out from the account menu and lands on the sign-in screen', async () => {
    const location = renderSignedIn('sysadmin', '/admin/tools');
    await menu();
    await userEvent.click(screen.getByRole('button', { name: /^Account menu of / }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Sign out' }));
    await waitFor(() => expect(location.history?.at(-1)).toBe('/login'));
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });
});
