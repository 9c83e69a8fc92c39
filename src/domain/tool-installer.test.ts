import { describe, expect, it } from 'vitest';
import { INSTALLER_MAX_BYTES, installerIssues } from './tool-installer';

describe('installerIssues', () => {
  it('accepts an .exe, .msi or .zip of at most 200 MB, whatever the case', () => {
    expect(installerIssues({ name: 'Setup.EXE', size: 1 })).toEqual([]);
    expect(installerIssues({ name: 'agent.msi', size: INSTALLER_MAX_BYTES })).toEqual([]);
    expect(installerIssues({ name: 'tool.zip', size: 10 })).toEqual([]);
  });

  it('says what is wrong: the type, an empty file, one over 200 MB', () => {
    expect(installerIssues({ name: 'notes.txt', size: 10 })).toEqual(['type']);
    expect(installerIssues({ name: 'agent.msi', size: 0 })).toEqual(['empty']);
    expect(installerIssues({ name: 'agent.msi', size: INSTALLER_MAX_BYTES + 1 })).toEqual(['size']);
    expect(installerIssues({ name: 'agent.tar', size: INSTALLER_MAX_BYTES + 1 })).toEqual(['type', 'size']);
  });
});
