import { useEffect } from 'react';
import { leaveGuardMessages } from './leave-guard-messages';

/**
 * Unsaved changes ask before they are lost. Forms register while they are dirty; every way out
 * of the page consults the registry: in-app links and navigate() (through the router's
 * aroundNav), the browser's back and forward buttons (popstate), the practice switcher, and
 * closing or reloading the tab (beforeunload, where the browser asks in its own words).
 */
const dirtyForms = new Set<symbol>();

export const hasUnsavedChanges = (): boolean => dirtyForms.size > 0;

let asking: Promise<boolean> | undefined;

// The dialog's code, and its host's, load when first needed: the app's router carries this guard
// from /login on. A form with changes loads them at once: once a release has replaced the files,
// the previous build's could no longer come when the person leaves (docs/decisions/040).
const loadDialog = () =>
  Promise.all([import('@/components/feedback/dialog-kinds'), import('@/components/feedback/feedback-host')]);

/** True when nothing is unsaved or the user chose to drop it; asks once however many callers wait. */
export const confirmLeave = (): Promise<boolean> => {
  if (!hasUnsavedChanges()) return Promise.resolve(true);
  asking ??= loadDialog()
    .then(([{ confirm }]) =>
      confirm({
        title: leaveGuardMessages.title,
        text: leaveGuardMessages.text,
        confirmLabel: leaveGuardMessages.confirm,
      }),
    )
    .then((leave) => {
      if (leave) dirtyForms.clear();
      return leave;
    })
    .finally(() => {
      asking = undefined;
    });
  return asking;
};

const pathOf = (to: string) => new URL(to, window.location.href).pathname;

/**
 * The router's aroundNav: a move to another page waits for confirmLeave(). A change of the query
 * on the same page (a filter, a tab) is not leaving and goes through at once.
 */
export const guardNavigation = <Options>(
  navigate: (to: string, options?: Options) => void,
  to: string,
  options?: Options,
): void => {
  if (pathOf(to) === window.location.pathname || !hasUnsavedChanges()) {
    navigate(to, options);
    return;
  }
  void confirmLeave().then((leave) => {
    if (leave) navigate(to, options);
  });
};

const onBeforeUnload = (event: BeforeUnloadEvent) => {
  if (!hasUnsavedChanges()) return;
  event.preventDefault();
  // Older browsers need returnValue set to show their dialog.
  event.returnValue = '';
};

let shownUrl = typeof window === 'undefined' ? '' : window.location.href;

/**
 * Back and forward change the URL before anyone can ask. Registered before the router's own
 * listener (this module loads first), it hides such a move from the router, puts the page's URL
 * back, and replays the move once the user agrees.
 */
const onPopState = (event: PopStateEvent) => {
  const target = window.location.href;
  if (!hasUnsavedChanges() || pathOf(target) === pathOf(shownUrl)) {
    shownUrl = target;
    return;
  }
  event.stopImmediatePropagation();
  const back = shownUrl;
  window.history.pushState(window.history.state, '', back);
  void confirmLeave().then((leave) => {
    if (leave) window.history.pushState(null, '', target);
  });
};

const trackShownUrl = () => {
  shownUrl = window.location.href;
};

if (typeof window !== 'undefined') {
  window.addEventListener('popstate', onPopState);
  window.addEventListener('beforeunload', onBeforeUnload);
  // wouter dispatches these after each history change it makes (it patches pushState/replaceState).
  window.addEventListener('pushState', trackShownUrl);
  window.addEventListener('replaceState', trackShownUrl);
}

/** Asks before the page is left while `dirty` (a form's isDirty). */
export const useLeaveGuard = (dirty: boolean): void => {
  useEffect(() => {
    if (!dirty) return;
    loadDialog().catch(() => undefined);
    const token = Symbol('unsaved form');
    dirtyForms.add(token);
    return () => {
      dirtyForms.delete(token);
    };
  }, [dirty]);
};
