/**
 * SPEC §9: a spinner shows only once a call or a load has taken this long, so that quick ones do
 * not flash it. The global spinner and the page spinner both wait it out. Its own module: /login
 * shows the page spinner, and the global spinner's module brings react-query.
 */
export const SPINNER_SHOW_DELAY_MS = 200;
