import type { Linter } from 'eslint';

/** The import rules of eslint.config.js for the project in `rootDir` (eslint-imports.js). */
export declare const importLintConfigs: (rootDir: string) => Linter.Config[];
