import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';

type Node = Record<string, unknown>;

const pointer = (root: Node, path: string): unknown =>
  path
    .split('/')
    .filter(Boolean)
    .reduce<unknown>(
      (node, key) => (node as Node | undefined)?.[key.replace(/~1/g, '/').replace(/~0/g, '~')],
      root,
    );

/**
 * Reads the contracts of a folder (openapi/, or the copy the backend team's kit carries) with
 * every $ref replaced by what it names (`#/…` in its own file, `./common.yaml#/…` in another), as
 * an independent validator sees the contract: no generated code involved. Files are read once.
 */
export const contractReader = (specDir: string) => {
  const files = new Map<string, Node>();
  const fileOf = (name: string): Node => {
    let found = files.get(name);
    if (!found) {
      found = parse(readFileSync(join(specDir, name), 'utf8')) as Node;
      files.set(name, found);
    }
    return found;
  };
  const resolve = (node: unknown, file: string, seen: readonly string[] = []): unknown => {
    if (Array.isArray(node)) return node.map((item) => resolve(item, file, seen));
    if (!node || typeof node !== 'object') return node;
    const ref = (node as Node).$ref;
    if (typeof ref === 'string') {
      const [target = '', path = ''] = ref.split('#');
      const targetFile = target ? target.replace(/^\.\//, '') : file;
      const key = `${targetFile}#${path}`;
      if (seen.includes(key)) throw new Error(`Recursive $ref ${key}`);
      return resolve(pointer(fileOf(targetFile), path), targetFile, [...seen, key]);
    }
    return Object.fromEntries(
      Object.entries(node as Node).map(([key, value]) => [key, resolve(value, file, seen)]),
    );
  };
  /** A whole file of the folder, dereferenced. */
  const read = (file: string): Node => resolve(fileOf(file), file) as Node;
  return { resolve, read };
};
