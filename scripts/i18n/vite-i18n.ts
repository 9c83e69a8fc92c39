import type { PluginOption } from 'vite';
import { compiledCatalogues } from './compiled-catalogues-plugin.js';
import { stripMessageDescriptions } from './strip-descriptions-plugin.js';

/** The languages' part of the Vite configuration (docs/decisions/007-message-catalogues.md). */
export const i18nPlugins = (): PluginOption[] => [compiledCatalogues(), stripMessageDescriptions()];
