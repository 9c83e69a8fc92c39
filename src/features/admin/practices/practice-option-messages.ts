import { defineMessages, type MessageDescriptor } from 'react-intl';
import type { ModuleName } from '@/api/generated/practices/model';
import { GetPracticesQueryParams } from '@/api/generated/operation-schemas/getPractices';

/** The contract's enum of modules, read from the generated schema so that it follows it. */
export const MODULE_NAMES = GetPracticesQueryParams.shape.module.unwrap().options;

/** The one module SPEC §9 names: the automated patient communications. */
export const AUTOMATED_COMMUNICATIONS: ModuleName = 'Messages automatisés';

/**
 * The modules are identified by their French label (the contract's values); people read a name in
 * their language.
 */
export const moduleMessages: Record<ModuleName, MessageDescriptor> = defineMessages({
  'Messages automatisés': {
    id: 'admin.practices.module.automatedCommunications',
    defaultMessage: 'Automated communications',
    description:
      'Name of the module of automated patient communications (identified as "Messages automatisés")',
  },
  Analytik: {
    id: 'admin.practices.module.analytik',
    defaultMessage: 'Analytik',
    description: 'Name of the analytics module (a product name, not translated)',
  },
  'Prise de rendez-vous en ligne': {
    id: 'admin.practices.module.onlineBooking',
    defaultMessage: 'Online booking',
    description: 'Name of the module that lets patients book appointments online',
  },
  'Formulaires numériques': {
    id: 'admin.practices.module.digitalForms',
    defaultMessage: 'Digital forms',
    description: 'Name of the module of digital forms patients fill in',
  },
  'Paiement en ligne': {
    id: 'admin.practices.module.onlinePayment',
    defaultMessage: 'Online payment',
    description: 'Name of the module that lets patients pay online',
  },
});
