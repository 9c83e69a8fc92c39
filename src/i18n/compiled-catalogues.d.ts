// Catalogues compiled by scripts/i18n/compiled-catalogues-plugin.ts (`formatjs compile --ast`).
declare module '*.json?compiled' {
  import type { MessageFormatElement } from 'react-intl';

  const messages: Record<string, MessageFormatElement[]>;
  export default messages;
}
