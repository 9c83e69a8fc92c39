import { act, screen, waitFor } from '@testing-library/react';
import { afterAll, beforeAll } from 'vitest';

/** Neither the element nor an ancestor is display:none. */
const displayed = (element: HTMLElement | null): boolean =>
  !element || (getComputedStyle(element).display !== 'none' && displayed(element.parentElement));

/**
 * jsdom has no layout: every element's offsetParent is null, so tabster (Fluent's focus
 * manager) takes every control for hidden. A dialog that opens then finds nothing to focus and
 * focuses itself, and tabster soon hides it from the accessibility tree (aria-hidden) as a modal
 * without the focus inside. For the tests of a file that calls it, an element has an offsetParent unless it or
 * an ancestor is display:none, as in a browser, which focuses a dialog's first control.
 */
export const layoutForFocus = (): void => {
  const own = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'offsetParent');
  beforeAll(() => {
    Object.defineProperty(HTMLElement.prototype, 'offsetParent', {
      configurable: true,
      get(this: HTMLElement) {
        return displayed(this) ? this.parentElement : null;
      },
    });
  });
  afterAll(() => {
    if (own) Object.defineProperty(HTMLElement.prototype, 'offsetParent', own);
  });
};

/**
 * The open dialog of that name, with the focus inside as a browser gives it. Even with
 * layoutForFocus, Fluent sometimes looks for the first control before tabster has made the
 * new modal active, finds none and focuses the dialog itself, which tabster then hides
 * (aria-hidden); the person's first click would go into the form anyway.
 */
export const openedDialog = async (name: string): Promise<HTMLElement> => {
  const surface = await waitFor(() => {
    const titled = [...document.querySelectorAll<HTMLElement>('[role=dialog]')].find(
      (dialog) => dialog.querySelector('.fui-DialogTitle')?.textContent?.trim() === name,
    );
    if (!titled) throw new Error(`No dialog titled ${name}`);
    return titled;
  });
  if (surface.contains(document.activeElement) && document.activeElement !== surface) return surface;
  const first = surface.querySelector<HTMLElement>('input:not([type=file]), textarea, select, button');
  act(() => first?.focus());
  return waitFor(() => screen.getByRole('dialog', { name }));
};
