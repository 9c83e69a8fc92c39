/**
 * How often the inbox and its count in the drawer ask for new replies while the tab is visible
 * (react-query pauses polling in a hidden tab): docs/decisions/051-inbox-polls.md says why polling.
 */
export const INBOX_POLL_MS = 30_000;
