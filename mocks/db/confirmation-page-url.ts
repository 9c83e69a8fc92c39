/** Where `{{confirmationUrl}}` points: the page's own portal, or the production one over HTTP. */
export const confirmationPageUrl = (): string =>
  `${typeof location !== 'undefined' && location.origin !== 'null' ? location.origin : 'https://portal.example.ca'}/confirmation`;
