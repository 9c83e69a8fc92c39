import { z } from 'zod';
import type { ToolVersion, ToolVersionCreate, ToolVersionUpdate } from '@/api/generated/tools/model';
import {
  CreateToolVersionBody,
  createToolVersionBodyDependentPracticeSystemVersionMax as PRACTICE_SYSTEM_VERSION_MAX,
  createToolVersionBodyDependentPracticeSystemVersionRegExp as PRACTICE_SYSTEM_VERSION_PATTERN,
  createToolVersionBodyDownloadUrlMax as DOWNLOAD_URL_MAX,
  createToolVersionBodyExecutablePathMax as EXECUTABLE_PATH_MAX,
  createToolVersionBodyExecutablePathMin as EXECUTABLE_PATH_MIN,
  createToolVersionBodyExecutablePathRegExp as EXECUTABLE_PATH_PATTERN,
  createToolVersionBodyLatestVersionMax as LATEST_VERSION_MAX,
  createToolVersionBodyLatestVersionRegExp as LATEST_VERSION_PATTERN,
  createToolVersionBodyMinimalToolVersionMax as MINIMAL_TOOL_VERSION_MAX,
  createToolVersionBodyMinimalToolVersionRegExp as MINIMAL_TOOL_VERSION_PATTERN,
  createToolVersionBodyMinimalUtilityVersionMax as MINIMAL_UTILITY_VERSION_MAX,
  createToolVersionBodyMinimalUtilityVersionRegExp as MINIMAL_UTILITY_VERSION_PATTERN,
  createToolVersionBodyMinimumOsVersionMax as MINIMUM_OS_VERSION_MAX,
  createToolVersionBodySelectorQueryMax as SELECTOR_QUERY_MAX,
  createToolVersionBodyToolNameMax as TOOL_NAME_MAX,
} from '@/api/generated/operation-schemas/createToolVersion';
import { encodeFieldMessage, fieldIssue } from '@/components/forms/field-messages';
import { isInstallationType } from './installation-type-messages';
import { INSTALLER_MAX_MEGABYTES, INSTALLER_TYPE_NAMES, installerIssue } from './installer-file';
import { toolFormMessages as messages } from './tool-form-messages';

/** Where the installer comes from: kept as it is (editing only), uploaded, or hosted elsewhere. */
export type InstallerSource = 'keep' | 'file' | 'url';

/** The fields a 400 may name, shown at their field. */
export const TOOL_FORM_FIELDS = [
  'toolName',
  'latestVersion',
  'minimalToolVersion',
  'minimalUtilityVersion',
  'dependentPracticeSystemVersion',
  'minimumOsVersion',
  'executablePath',
  'installationType',
  'isAlwaysRunning',
  'file',
  'downloadUrl',
  'selectorQuery',
] as const;

const required = fieldIssue('required');
const maxLength = (max: number) => fieldIssue('maxLength', { max });

const text = (max: number) => z.string().trim().min(1, required).max(max, maxLength(max));

/** A dotted version (4.12.0, 2.2.0.1), as the contract's pattern has it. */
const version = (max: number, pattern: RegExp) => text(max).regex(pattern, fieldIssue(messages.version));

/** Only https: an installer fetched over plain http could be swapped on its way to the practices. */
export const isHttpsUrl = (value: string): boolean => {
  try {
    const url = new URL(value);
    return (
      url.protocol === 'https:' &&
      url.hostname !== '' &&
      CreateToolVersionBody.shape.downloadUrl.safeParse(value).success
    );
  } catch {
    return false;
  }
};

const installerIssueMessage = (file: File): string | undefined => {
  switch (installerIssue(file)) {
    case 'type':
      return encodeFieldMessage('fileType', { types: INSTALLER_TYPE_NAMES });
    case 'size':
      return encodeFieldMessage('fileSize', { megabytes: INSTALLER_MAX_MEGABYTES });
    case 'empty':
      return encodeFieldMessage(messages.emptyFile);
    default:
      return undefined;
  }
};

/**
 * The tool form on the contract's rules (tools.zod.ts: lengths, dotted versions, an absolute
 * Windows path) and the installer's: a file the contract accepts, or an https address.
 */
export const toolFormSchema = z
  .object({
    toolName: text(TOOL_NAME_MAX),
    latestVersion: version(LATEST_VERSION_MAX, LATEST_VERSION_PATTERN),
    minimalToolVersion: version(MINIMAL_TOOL_VERSION_MAX, MINIMAL_TOOL_VERSION_PATTERN),
    minimalUtilityVersion: version(MINIMAL_UTILITY_VERSION_MAX, MINIMAL_UTILITY_VERSION_PATTERN),
    dependentPracticeSystemVersion: version(PRACTICE_SYSTEM_VERSION_MAX, PRACTICE_SYSTEM_VERSION_PATTERN),
    minimumOsVersion: text(MINIMUM_OS_VERSION_MAX),
    executablePath: text(EXECUTABLE_PATH_MAX)
      .min(EXECUTABLE_PATH_MIN, fieldIssue(messages.windowsPath))
      .regex(EXECUTABLE_PATH_PATTERN, fieldIssue(messages.windowsPath)),
    installationType: z.string().refine(isInstallationType, required),
    isAlwaysRunning: z.boolean(),
    installerSource: z.enum(['keep', 'file', 'url']),
    file: z.custom<File | null>(),
    downloadUrl: z.string().trim(),
    selectorQuery: z.string().trim().max(SELECTOR_QUERY_MAX, maxLength(SELECTOR_QUERY_MAX)),
  })
  .superRefine(({ installerSource, file, downloadUrl }, context) => {
    if (installerSource === 'file') {
      const message = file ? installerIssueMessage(file) : encodeFieldMessage('required');
      if (message) context.addIssue({ code: 'custom', path: ['file'], message });
    }
    if (installerSource === 'url') {
      const message =
        downloadUrl === ''
          ? encodeFieldMessage('required')
          : downloadUrl.length > DOWNLOAD_URL_MAX
            ? encodeFieldMessage('maxLength', { max: DOWNLOAD_URL_MAX })
            : isHttpsUrl(downloadUrl)
              ? undefined
              : encodeFieldMessage(messages.httpsUrl);
      if (message) context.addIssue({ code: 'custom', path: ['downloadUrl'], message });
    }
  });

/** What the form holds: every field as typed, the chosen file as it came from the picker. */
export type ToolFormValues = z.input<typeof toolFormSchema>;
export type ToolFormOutput = z.output<typeof toolFormSchema>;

export const emptyToolForm = (): ToolFormValues => ({
  toolName: '',
  latestVersion: '',
  minimalToolVersion: '',
  minimalUtilityVersion: '',
  dependentPracticeSystemVersion: '',
  minimumOsVersion: '',
  executablePath: '',
  installationType: '',
  isAlwaysRunning: false,
  installerSource: 'file',
  file: null,
  downloadUrl: '',
  selectorQuery: '',
});

export const toolFormValues = (tool: ToolVersion): ToolFormValues => ({
  toolName: tool.toolName,
  latestVersion: tool.latestVersion,
  minimalToolVersion: tool.minimalToolVersion,
  minimalUtilityVersion: tool.minimalUtilityVersion,
  dependentPracticeSystemVersion: tool.dependentPracticeSystemVersion,
  minimumOsVersion: tool.minimumOsVersion,
  executablePath: tool.executablePath,
  installationType: tool.installationType,
  isAlwaysRunning: tool.isAlwaysRunning,
  installerSource: 'keep',
  file: null,
  downloadUrl: tool.downloadUrl,
  selectorQuery: tool.selectorQuery ?? '',
});

const installationTypeOf = (value: string) => {
  if (!isInstallationType(value)) throw new Error(`Not an installation type: ${value}`);
  return value;
};

/** The multipart form of createToolVersion: the installer as a file or an address, never both. */
export const toToolCreate = (values: ToolFormOutput): ToolVersionCreate => ({
  toolName: values.toolName,
  latestVersion: values.latestVersion,
  minimalToolVersion: values.minimalToolVersion,
  minimalUtilityVersion: values.minimalUtilityVersion,
  dependentPracticeSystemVersion: values.dependentPracticeSystemVersion,
  minimumOsVersion: values.minimumOsVersion,
  executablePath: values.executablePath,
  installationType: installationTypeOf(values.installationType),
  isAlwaysRunning: values.isAlwaysRunning,
  ...(values.installerSource === 'file' && values.file ? { file: values.file } : {}),
  ...(values.installerSource === 'url' ? { downloadUrl: values.downloadUrl } : {}),
  ...(values.selectorQuery ? { selectorQuery: values.selectorQuery } : {}),
});

const COMPARED = [
  'toolName',
  'latestVersion',
  'minimalToolVersion',
  'minimalUtilityVersion',
  'dependentPracticeSystemVersion',
  'minimumOsVersion',
  'executablePath',
  'isAlwaysRunning',
] as const;

/**
 * The multipart form of updateToolVersion: only what differs from the saved tool (the contract's
 * partial update), or undefined when nothing does. An emptied selector query is sent empty,
 * which removes it.
 */
export const toToolUpdate = (tool: ToolVersion, values: ToolFormOutput): ToolVersionUpdate | undefined => {
  const update: ToolVersionUpdate = {};
  for (const field of COMPARED) {
    if (values[field] !== tool[field]) Object.assign(update, { [field]: values[field] });
  }
  if (values.installationType !== tool.installationType)
    update.installationType = installationTypeOf(values.installationType);
  if (values.selectorQuery !== (tool.selectorQuery ?? '')) update.selectorQuery = values.selectorQuery;
  if (values.installerSource === 'file' && values.file) update.file = values.file;
  if (values.installerSource === 'url' && values.downloadUrl !== tool.downloadUrl)
    update.downloadUrl = values.downloadUrl;
  return Object.keys(update).length === 0 ? undefined : update;
};
