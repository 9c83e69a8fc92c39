import { megabytesInBytes } from './file-size';

/**
 * The installers the tools contract accepts (openapi/tools.yaml, field `file`): an .exe, .msi or
 * .zip of at most 200 MB, not empty. The tool form checks them before sending (a wrong file is
 * refused at once rather than after a long upload), the offline API when it receives: one rule.
 */
export const INSTALLER_EXTENSIONS = ['.exe', '.msi', '.zip'] as const;
export const INSTALLER_MAX_MEGABYTES = 200;
export const INSTALLER_MAX_BYTES = megabytesInBytes(INSTALLER_MAX_MEGABYTES);

export type InstallerIssue = 'type' | 'empty' | 'size';

/** Everything wrong with an installer, in the order to fix it; empty when it can go. */
export const installerIssues = (file: { name: string; size: number }): InstallerIssue[] => {
  const name = file.name.toLowerCase();
  const issues: InstallerIssue[] = [];
  if (!INSTALLER_EXTENSIONS.some((extension) => name.endsWith(extension))) issues.push('type');
  if (file.size === 0) issues.push('empty');
  if (file.size > INSTALLER_MAX_BYTES) issues.push('size');
  return issues;
};
