// Catalogues compiled by scripts/i18n/compiled-catalogues-plugin.ts (`formatjs compile --ast`).
declare module '*.json?compiled' {
  import type { MessageFormatElement } from 'react-intl';

  const messages: Record<string, MessageFormatElement[]>;
  export default messages;
}

declare module '*.json?compiled&area=core' {
  import type { MessageFormatElement } from 'react-intl';

  const messages: Record<string, MessageFormatElement[]>;
  export default messages;
}

declare module '*.json?compiled&area=communications' {
  import type { MessageFormatElement } from 'react-intl';

  const messages: Record<string, MessageFormatElement[]>;
  export default messages;
}

declare module '*.json?compiled&area=communicationsHistory' {
  import type { MessageFormatElement } from 'react-intl';

  const messages: Record<string, MessageFormatElement[]>;
  export default messages;
}

declare module '*.json?compiled&area=communicationsUpcoming' {
  import type { MessageFormatElement } from 'react-intl';

  const messages: Record<string, MessageFormatElement[]>;
  export default messages;
}

declare module '*.json?compiled&area=communicationsDashboard' {
  import type { MessageFormatElement } from 'react-intl';

  const messages: Record<string, MessageFormatElement[]>;
  export default messages;
}

declare module '*.json?compiled&area=communicationsSettings' {
  import type { MessageFormatElement } from 'react-intl';

  const messages: Record<string, MessageFormatElement[]>;
  export default messages;
}
declare module '*.json?compiled&area=communicationsReplies' {
  import type { MessageFormatElement } from 'react-intl';

  const messages: Record<string, MessageFormatElement[]>;
  export default messages;
}

declare module '*.json?compiled&area=communicationsConsent' {
  import type { MessageFormatElement } from 'react-intl';

  const messages: Record<string, MessageFormatElement[]>;
  export default messages;
}
declare module '*.json?compiled&area=smsCounter' {
  import type { MessageFormatElement } from 'react-intl';

  const messages: Record<string, MessageFormatElement[]>;
  export default messages;
}

declare module '*.json?compiled&area=configuration' {
  import type { MessageFormatElement } from 'react-intl';

  const messages: Record<string, MessageFormatElement[]>;
  export default messages;
}

declare module '*.json?compiled&area=analytik' {
  import type { MessageFormatElement } from 'react-intl';

  const messages: Record<string, MessageFormatElement[]>;
  export default messages;
}

declare module '*.json?compiled&area=admin' {
  import type { MessageFormatElement } from 'react-intl';

  const messages: Record<string, MessageFormatElement[]>;
  export default messages;
}

declare module '*.json?compiled&area=auditLog' {
  import type { MessageFormatElement } from 'react-intl';

  const messages: Record<string, MessageFormatElement[]>;
  export default messages;
}

declare module '*.json?compiled&area=signInSteps' {
  import type { MessageFormatElement } from 'react-intl';

  const messages: Record<string, MessageFormatElement[]>;
  export default messages;
}

declare module '*.json?compiled&area=shell' {
  import type { MessageFormatElement } from 'react-intl';

  const messages: Record<string, MessageFormatElement[]>;
  export default messages;
}

declare module '*.json?compiled&area=confirmation' {
  import type { MessageFormatElement } from 'react-intl';

  const messages: Record<string, MessageFormatElement[]>;
  export default messages;
}

declare module '*.json?compiled&area=preferences' {
  import type { MessageFormatElement } from 'react-intl';

  const messages: Record<string, MessageFormatElement[]>;
  export default messages;
}

declare module '*.json?compiled&area=practiceForm' {
  import type { MessageFormatElement } from 'react-intl';

  const messages: Record<string, MessageFormatElement[]>;
  export default messages;
}
