import { defineMessages } from 'react-intl';

export const toolDetailsMessages = defineMessages({
  downloadUrl: {
    id: 'admin.tools.details.downloadUrl',
    defaultMessage: 'Installer',
    description: 'Label, in the details of a tool: the address its installer is downloaded from',
  },
  selectorQuery: {
    id: 'admin.tools.details.selectorQuery',
    defaultMessage: 'Selector query',
    description: 'Label, in the details of a tool: the SQL query choosing the practices that receive it',
  },
  selectorNote: {
    id: 'admin.tools.details.selectorNote',
    defaultMessage: 'The tool is installed on a practice only when this query returns 1.',
    description: 'Note under the selector query of a tool, in its details (SPEC: must return 1 to succeed)',
  },
  noSelector: {
    id: 'admin.tools.details.noSelector',
    defaultMessage: 'None: every practice matching the installation type receives the tool.',
    description: 'In the details of a tool without a selector query',
  },
  updatedAt: {
    id: 'admin.tools.details.updatedAt',
    defaultMessage: 'Last change',
    description: 'Label, in the details of a tool: when the tool, its version or its status last changed',
  },
  close: {
    id: 'admin.tools.details.close',
    defaultMessage: 'Close',
    description: 'Button that closes the details dialog of a tool',
  },
});
