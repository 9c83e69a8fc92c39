import { z } from 'zod';
import type { ToolVersion } from '@/api/generated/tools/model';
import { parseSort } from '@/components/data-table/table-sort';
import { useUrlState } from '@/components/data-table/use-url-state';
import { matchesSearch } from '@/utils/search-text';

/**
 * The list is not paged by the server (a few dozen tools at most): it is searched and sorted
 * here, and the search and the sort live in the address like any administration list's.
 */
export const TOOL_SORTS = [
  'toolName:asc',
  'toolName:desc',
  'latestVersion:desc',
  'latestVersion:asc',
  'installationType:asc',
  'installationType:desc',
  'active:desc',
  'active:asc',
] as const;

export type ToolSort = (typeof TOOL_SORTS)[number];

const VIEW_SHAPE = {
  search: z.string().trim().default(''),
  sort: z.enum(TOOL_SORTS).default('toolName:asc'),
};

export const useToolsView = () => {
  const [view, set] = useUrlState(VIEW_SHAPE);
  return {
    search: view.search,
    sort: view.sort,
    setSearch: (search: string) => set({ search }, { replace: true }),
    setSort: (sort: ToolSort) => set({ sort }),
  };
};

/** 4.12.0 before 4.9.1 would be wrong: each part compares as a number. */
export const compareVersions = (a: string, b: string): number => {
  const left = a.split('.').map(Number);
  const right = b.split('.').map(Number);
  for (let index = 0; index < Math.max(left.length, right.length); index += 1) {
    const difference = (left[index] ?? 0) - (right[index] ?? 0);
    if (difference !== 0) return difference;
  }
  return 0;
};

interface ViewOptions {
  search: string;
  sort: ToolSort;
  locale: string;
  /** The installation type in words, in the language shown: it sorts as people read it. */
  installationLabel: (tool: ToolVersion) => string;
}

/** The tools the search finds (name or executable), in the chosen order, ties by name. */
export const viewTools = (
  tools: readonly ToolVersion[],
  { search, sort, locale, installationLabel }: ViewOptions,
): ToolVersion[] => {
  const byName = (a: ToolVersion, b: ToolVersion) =>
    a.toolName.localeCompare(b.toolName, locale, { sensitivity: 'base' });
  const { column, direction } = parseSort(sort);
  const compare: Record<string, (a: ToolVersion, b: ToolVersion) => number> = {
    toolName: byName,
    latestVersion: (a, b) => compareVersions(a.latestVersion, b.latestVersion),
    installationType: (a, b) => installationLabel(a).localeCompare(installationLabel(b), locale),
    active: (a, b) => Number(a.active) - Number(b.active),
  };
  const order = compare[column] ?? byName;
  const sign = direction === 'descending' ? -1 : 1;
  return tools
    .filter((tool) => !search || matchesSearch(`${tool.toolName} ${tool.executablePath}`, search))
    .sort((a, b) => sign * order(a, b) || byName(a, b));
};
