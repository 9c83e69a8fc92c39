import { readFile } from 'node:fs/promises';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** A file's own environment, as vitest reads it from its first comment; `undefined`: the config's. */
const environmentOf = async (file: string): Promise<string | undefined> =>
  /@vitest-environment\s+([\w-]+)/.exec((await readFile(file, 'utf8')).slice(0, 2_000))?.[1];

/**
 * Vitest's order (larger or longer files first), with the files of one environment next to each
 * other: the config's (jsdom) first, then the files that ask for node. Test files share their
 * worker's modules (isolate: false), but a worker runs a next file only if it needs the same
 * environment; otherwise vitest stops it and starts another, which imports msw, the handlers and
 * the schemas and loads the database again (1.2 s). In vitest's own order the two environments
 * alternated, and 41 files of 221 paid that start (docs/decisions/029-ci-time.md).
 */
export default class EnvironmentSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const environments = await Promise.all(sorted.map((spec) => environmentOf(spec.moduleId)));
    const groups = new Map<string, TestSpecification[]>();
    sorted.forEach((spec, index) => {
      const key = environments[index] ?? '';
      groups.set(key, [...(groups.get(key) ?? []), spec]);
    });
    // The config's environment first ('' sorts first): its files are the long ones.
    return [...groups.keys()].sort().flatMap((key) => groups.get(key)!);
  }
}
