import { PatientPreferencesPage } from '@/features/patient-preferences/patient-preferences-page';
import { startFirstRead } from '@/features/patient-preferences/preferences-read';
import { UiProviders } from './ui-providers';

/**
 * The whole application of preferences.html, the patient's own page reached from every message:
 * the providers and the one screen, as confirmation.html has (docs/decisions/014-confirmation-entry.md).
 */
export const PreferencesApp = () => (
  <UiProviders>
    <PatientPreferencesPage />
  </UiProviders>
);

/** The page's read, started by its entry before the texts load (the page's first attempt takes it). */
export const startPreferencesRead = (): void => startFirstRead(window.location.search);
