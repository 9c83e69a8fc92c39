import type { CatalogueArea } from './catalogue-areas';
import type { Locale } from './locale';
import type { CatalogueImporter } from './messages';

/**
 * Every area of the catalogue, for the portal (main.tsx) and the tests: one chunk per language
 * and area, so a screen downloads only the messages it can show. The patients' pages list only
 * their own area (docs/decisions/059).
 */
export const PORTAL_CATALOGUES = {
  en: {
    core: () => import('../../lang/en.json?compiled&area=core'),
    signInSteps: () => import('../../lang/en.json?compiled&area=signInSteps'),
    shell: () => import('../../lang/en.json?compiled&area=shell'),
    communications: () => import('../../lang/en.json?compiled&area=communications'),
    communicationsHistory: () => import('../../lang/en.json?compiled&area=communicationsHistory'),
    communicationsUpcoming: () => import('../../lang/en.json?compiled&area=communicationsUpcoming'),
    communicationsDashboard: () => import('../../lang/en.json?compiled&area=communicationsDashboard'),
    communicationsSettings: () => import('../../lang/en.json?compiled&area=communicationsSettings'),
    communicationsReplies: () => import('../../lang/en.json?compiled&area=communicationsReplies'),
    communicationsConsent: () => import('../../lang/en.json?compiled&area=communicationsConsent'),
    smsCounter: () => import('../../lang/en.json?compiled&area=smsCounter'),
    configuration: () => import('../../lang/en.json?compiled&area=configuration'),
    analytik: () => import('../../lang/en.json?compiled&area=analytik'),
    admin: () => import('../../lang/en.json?compiled&area=admin'),
    auditLog: () => import('../../lang/en.json?compiled&area=auditLog'),
    confirmation: () => import('../../lang/en.json?compiled&area=confirmation'),
    preferences: () => import('../../lang/en.json?compiled&area=preferences'),
    practiceForm: () => import('../../lang/en.json?compiled&area=practiceForm'),
  },
  fr: {
    core: () => import('../../lang/fr.json?compiled&area=core'),
    signInSteps: () => import('../../lang/fr.json?compiled&area=signInSteps'),
    shell: () => import('../../lang/fr.json?compiled&area=shell'),
    communications: () => import('../../lang/fr.json?compiled&area=communications'),
    communicationsHistory: () => import('../../lang/fr.json?compiled&area=communicationsHistory'),
    communicationsUpcoming: () => import('../../lang/fr.json?compiled&area=communicationsUpcoming'),
    communicationsDashboard: () => import('../../lang/fr.json?compiled&area=communicationsDashboard'),
    communicationsSettings: () => import('../../lang/fr.json?compiled&area=communicationsSettings'),
    communicationsReplies: () => import('../../lang/fr.json?compiled&area=communicationsReplies'),
    communicationsConsent: () => import('../../lang/fr.json?compiled&area=communicationsConsent'),
    smsCounter: () => import('../../lang/fr.json?compiled&area=smsCounter'),
    configuration: () => import('../../lang/fr.json?compiled&area=configuration'),
    analytik: () => import('../../lang/fr.json?compiled&area=analytik'),
    admin: () => import('../../lang/fr.json?compiled&area=admin'),
    auditLog: () => import('../../lang/fr.json?compiled&area=auditLog'),
    confirmation: () => import('../../lang/fr.json?compiled&area=confirmation'),
    preferences: () => import('../../lang/fr.json?compiled&area=preferences'),
    practiceForm: () => import('../../lang/fr.json?compiled&area=practiceForm'),
  },
} satisfies Record<Locale, Record<CatalogueArea, CatalogueImporter>>;
