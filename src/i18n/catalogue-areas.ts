/**
 * The catalogue comes in areas, each a chunk of its own per language: `core` (the sign-in form,
 * the errors every screen may show, route titles) loads first; the signed-in shell, the later
 * sign-in steps and each feature load their messages with their code. /login no longer carries
 * every message of the product, and a feature's texts grow only its own screens
 * (docs/decisions/007-message-catalogues.md).
 */
export const CATALOGUE_AREAS = [
  'core',
  'signInSteps',
  'shell',
  // What every communications screen shows (states, rules, kinds, channels, the SMS package, the
  // welcome dialog), then each screen's own texts: the history does not carry the templates'.
  'communications',
  'communicationsHistory',
  'communicationsUpcoming',
  'communicationsDashboard',
  // The settings pages, with the template editor they hold.
  'communicationsSettings',
  // The patients' replies, and the patients no message reaches.
  'communicationsReplies',
  // The consent register: its counts, the consents lapsing soon, and its CSV proof.
  'communicationsConsent',
  // The SMS length counter: the template editor's and the inbox reply box's.
  'smsCounter',
  'configuration',
  'analytik',
  'admin',
  // The audit log: the administration area's and a practice manager's.
  'auditLog',
  'confirmation',
  // The patient's own page (/preferences), public and light like /confirmation.
  'preferences',
  // The practice's SPEC §3 fields, edited on /configuration and in the practices administration.
  'practiceForm',
] as const;

export type CatalogueArea = (typeof CATALOGUE_AREAS)[number];

/** By id prefix, the longest first; an id no prefix matches is `core`. */
const AREA_PREFIXES: readonly (readonly [string, CatalogueArea])[] = [
  ['auth.mfa.', 'signInSteps'],
  ['auth.newPassword.', 'signInSteps'],
  ['auth.attribute.', 'signInSteps'],
  ['auth.unconfirmed.', 'signInSteps'],
  ['auth.custom.', 'signInSteps'],
  ['auth.code.', 'signInSteps'],
  ['auth.forgotPassword.', 'signInSteps'],
  ['auth.continue', 'signInSteps'],
  // Changing one's password reuses the new-password texts: it loads with them.
  ['auth.changePassword.', 'signInSteps'],
  ['layout.', 'shell'],
  ['navigation.', 'shell'],
  ['success.', 'shell'],
  ['forms.', 'shell'],
  ['common.paging.', 'shell'],
  ['app.notSupported.', 'shell'],
  ['feedback.communicationProfile.', 'communications'],
  ['errors.preferences.', 'communications'],
  ['errors.smsLimitReached', 'communications'],
  ['errors.templateNotFound', 'communications'],
  ['communications.history.', 'communicationsHistory'],
  ['communications.upcoming.', 'communicationsUpcoming'],
  ['communications.dashboard.', 'communicationsDashboard'],
  ['communications.settings.', 'communicationsSettings'],
  ['communications.templates.', 'communicationsSettings'],
  ['communications.inbox.', 'communicationsReplies'],
  ['communications.unreachable.', 'communicationsReplies'],
  ['communications.consent.', 'communicationsConsent'],
  ['communications.smsCounter.', 'smsCounter'],
  ['communications.', 'communications'],
  ['configuration.', 'configuration'],
  ['analytik.', 'analytik'],
  ['errors.clinicGroups.', 'admin'],
  ['errors.tools.', 'admin'],
  ['errors.moduleUpdate', 'admin'],
  ['errors.user.', 'admin'],
  ['admin.', 'admin'],
  ['auditLog.', 'auditLog'],
  ['confirmation.', 'confirmation'],
  ['preferences.', 'preferences'],
  ['practiceForm.', 'practiceForm'],
];

export const areaOfMessage = (id: string): CatalogueArea =>
  AREA_PREFIXES.find(([prefix]) => id === prefix || id.startsWith(prefix))?.[1] ?? 'core';
