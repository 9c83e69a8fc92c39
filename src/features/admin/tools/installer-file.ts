import { INSTALLER_EXTENSIONS, installerIssues, type InstallerIssue } from '@/domain/tool-installer';

export { INSTALLER_EXTENSIONS, INSTALLER_MAX_MEGABYTES } from '@/domain/tool-installer';
export type { InstallerIssue } from '@/domain/tool-installer';

/** For the picker's `accept`, and for the hint ".exe, .msi, .zip". */
export const INSTALLER_ACCEPT = INSTALLER_EXTENSIONS.join(',');
export const INSTALLER_TYPE_NAMES = INSTALLER_EXTENSIONS.join(', ');

/** The first thing to fix about a chosen installer (src/domain/tool-installer.ts), if any. */
export const installerIssue = (file: File): InstallerIssue | undefined => installerIssues(file)[0];
