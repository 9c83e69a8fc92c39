import type { PluginOption } from 'vite';
import { compiledCatalogues } from './compiled-catalogues-plugin.js';
import { stripMessageTexts } from './strip-message-texts-plugin.js';

/** The languages' part of the Vite configuration (docs/decisions/007-message-catalogues.md). */
export const i18nPlugins = (): PluginOption[] => [compiledCatalogues(), stripMessageTexts()];
