import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import type { ToolVersion } from '@/api/generated/tools/model';
import { formatFieldMessage } from '@/components/forms/field-messages';
import {
  emptyToolForm,
  isHttpsUrl,
  toolFormSchema,
  toolFormValues,
  toToolCreate,
  toToolUpdate,
  type ToolFormValues,
} from './tool-form-schema';

const intl = createIntl({ locale: 'en-CA', messages: {}, onError: () => undefined });

const installer = (name: string, bytes = 16) => new File([new Uint8Array(bytes)], name);

const valid = (): ToolFormValues => ({
  ...emptyToolForm(),
  toolName: ' Connecteur d’imagerie ',
  latestVersion: '1.2.0',
  minimalToolVersion: '1.0.0',
  minimalUtilityVersion: '2.3.1',
  dependentPracticeSystemVersion: '11.4.0.2',
  minimumOsVersion: 'Windows 10 22H2',
  executablePath: 'C:\\Program Files\\Imagerie\\Connector.exe',
  installationType: 'any-agent',
  file: installer('Connector-1.2.0.msi'),
});

/** Each field's first error, in English, as the form shows it. */
const errorsOf = (values: ToolFormValues) => {
  const result = toolFormSchema.safeParse(values);
  const errors: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) {
    const field = String(issue.path[0]);
    errors[field] ??= formatFieldMessage(intl, issue.message);
  }
  return errors;
};

const saved: ToolVersion = {
  idUpdatableTool: 12,
  toolName: 'Agent de synchronisation',
  minimalToolVersion: '4.10.0',
  minimalUtilityVersion: '2.3.1',
  downloadUrl: 'https://downloads.portal.example.ca/tools/sync-agent/4.12.0/AgentSync-4.12.0.msi',
  dependentPracticeSystemVersion: '11.4.2',
  minimumOsVersion: 'Windows 10 22H2',
  executablePath: 'C:\\Program Files\\PortailDentaire\\AgentSync\\AgentSync.exe',
  isAlwaysRunning: true,
  installationType: 'server-agent-only',
  latestVersion: '4.12.0',
  selectorQuery: 'SELECT 1',
  active: true,
  updatedAt: '2026-11-18T15:42:07Z',
};

describe('toolFormSchema', () => {
  it('accepts a complete tool and trims what was typed', () => {
    const result = toolFormSchema.parse(valid());
    expect(result.toolName).toBe('Connecteur d’imagerie');
  });

  it('says what is missing, and checks versions, path and installation type', () => {
    expect(errorsOf({ ...emptyToolForm() })).toEqual({
      toolName: 'This field is required',
      latestVersion: 'This field is required',
      minimalToolVersion: 'This field is required',
      minimalUtilityVersion: 'This field is required',
      dependentPracticeSystemVersion: 'This field is required',
      minimumOsVersion: 'This field is required',
      executablePath: 'This field is required',
      installationType: 'This field is required',
      file: 'This field is required',
    });
    expect(
      errorsOf({
        ...valid(),
        latestVersion: '4.12',
        minimalToolVersion: 'v1.0.0',
        executablePath: 'Tool.exe',
      }),
    ).toEqual({
      latestVersion: 'Enter 3 or 4 numbers separated by dots, such as 4.12.0',
      minimalToolVersion: 'Enter 3 or 4 numbers separated by dots, such as 4.12.0',
      executablePath: 'Enter an absolute Windows path, such as C:\\Program Files\\Tool\\Tool.exe',
    });
  });

  it('takes an .exe, .msi or .zip of at most 200 MB, or an https address', () => {
    expect(errorsOf({ ...valid(), file: installer('notes.pdf') })).toEqual({
      file: 'Choose a file of one of these types: .exe, .msi, .zip',
    });
    expect(errorsOf({ ...valid(), file: installer('Empty.exe', 0) })).toEqual({
      file: 'The file is empty: choose another one',
    });
    const url = (downloadUrl: string) => errorsOf({ ...valid(), installerSource: 'url', downloadUrl });
    expect(url('')).toEqual({ downloadUrl: 'This field is required' });
    expect(url('http://downloads.example.ca/Tool.msi')).toEqual({
      downloadUrl: 'Enter a complete address starting with https://',
    });
    expect(url('downloads.example.ca/Tool.msi')).toEqual({
      downloadUrl: 'Enter a complete address starting with https://',
    });
    expect(url('https://downloads.example.ca/Tool.msi')).toEqual({});
    expect(isHttpsUrl('https://')).toBe(false);
  });

  it('checks the installer even while other fields are wrong', () => {
    expect(errorsOf({ ...valid(), toolName: '', file: null })).toEqual({
      toolName: 'This field is required',
      file: 'This field is required',
    });
  });
});

describe('toToolCreate and toToolUpdate', () => {
  it('creates with the file or the address, never both, and leaves an empty selector out', () => {
    const withFile = toToolCreate(toolFormSchema.parse({ ...valid(), downloadUrl: 'https://x.ca/a.msi' }));
    expect(withFile.file).toBeInstanceOf(File);
    expect(withFile).not.toHaveProperty('downloadUrl');
    expect(withFile).not.toHaveProperty('selectorQuery');
    const withUrl = toToolCreate(
      toolFormSchema.parse({
        ...valid(),
        installerSource: 'url',
        downloadUrl: ' https://x.ca/a.msi ',
        selectorQuery: ' SELECT 1 ',
      }),
    );
    expect(withUrl).not.toHaveProperty('file');
    expect(withUrl).toMatchObject({ downloadUrl: 'https://x.ca/a.msi', selectorQuery: 'SELECT 1' });
  });

  it('updates only what changed, and removes an emptied selector', () => {
    const unchanged = toolFormSchema.parse(toolFormValues(saved));
    expect(toToolUpdate(saved, unchanged)).toBeUndefined();
    const changed = toolFormSchema.parse({
      ...toolFormValues(saved),
      latestVersion: '4.13.0',
      selectorQuery: '  ',
      isAlwaysRunning: false,
    });
    expect(toToolUpdate(saved, changed)).toEqual({
      latestVersion: '4.13.0',
      selectorQuery: '',
      isAlwaysRunning: false,
    });
    const newFile = toolFormSchema.parse({
      ...toolFormValues(saved),
      installerSource: 'file',
      file: installer('AgentSync-4.13.0.msi'),
    });
    expect(Object.keys(toToolUpdate(saved, newFile) ?? {})).toEqual(['file']);
  });
});
