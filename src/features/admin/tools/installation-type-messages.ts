import { defineMessages, type MessageDescriptor } from 'react-intl';
import { ToolInstallationType } from '@/api/generated/tools/model';

/** SPEC §3's installation types in words, for each value of the contract. */
export const installationTypeMessages: Record<ToolInstallationType, MessageDescriptor> = defineMessages({
  all: {
    id: 'admin.tools.installationType.all',
    defaultMessage: 'All machines',
    description: 'Installation type of a tool: installed on every machine of the practice',
  },
  'server-agent-only': {
    id: 'admin.tools.installationType.serverAgentOnly',
    defaultMessage: 'Server agent only',
    description: 'Installation type of a tool: installed only on the machine running the server agent',
  },
  'server-or-any-agent': {
    id: 'admin.tools.installationType.serverOrAnyAgent',
    defaultMessage: 'Server or any other agent',
    description: 'Installation type of a tool: installed on the server or on any other agent machine',
  },
  'any-agent': {
    id: 'admin.tools.installationType.anyAgent',
    defaultMessage: 'Any agent',
    description: 'Installation type of a tool: installed on any agent machine',
  },
});

/** The contract's values, in its order (the form's choices). */
export const INSTALLATION_TYPES = Object.values(ToolInstallationType);

export const isInstallationType = (value: string): value is ToolInstallationType =>
  (INSTALLATION_TYPES as readonly string[]).includes(value);
