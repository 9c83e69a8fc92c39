// @vitest-environment node
import { cpSync, mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openapiDir, rootDir } from '../../mocks/contract/spec-files';
import { resolveSpecDir } from './spec-dir';

describe('the folder of contracts a kit command is given', () => {
  it('is the folder itself, the openapi/ of a checkout, or the dist/openapi/ of an installed kit', () => {
    expect(resolveSpecDir(openapiDir)).toBe(openapiDir);
    expect(resolveSpecDir(rootDir)).toBe(openapiDir);
    const installed = mkdtempSync(join(tmpdir(), 'installed-kit-'));
    mkdirSync(join(installed, 'dist'));
    cpSync(openapiDir, join(installed, 'dist', 'openapi'), { recursive: true });
    expect(resolveSpecDir(installed)).toBe(join(installed, 'dist', 'openapi'));
  });

  it('is not found where no common.yaml is', () => {
    expect(resolveSpecDir(mkdtempSync(join(tmpdir(), 'no-contracts-')))).toBeUndefined();
    expect(resolveSpecDir(join(tmpdir(), 'no-such-folder-for-contracts'))).toBeUndefined();
  });
});
