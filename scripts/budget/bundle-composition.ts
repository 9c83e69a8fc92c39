import { kb } from './js-size';

/** One module of a built chunk, as Rolldown reports it. */
export interface BuiltModule {
  id: string;
  renderedLength: number;
}

export interface BuiltChunk {
  fileName: string;
  gzipBytes: number;
  modules: readonly BuiltModule[];
}

export interface PackageShare {
  name: string;
  rawBytes: number;
  /** The chunk's gzip size shared out by rendered length: an estimate, gzip being global. */
  gzipBytes: number;
}

/**
 * Who a module belongs to: the npm package (scoped or not, pnpm-style nesting followed to the
 * last node_modules), else its top folder in the repository (src/features/auth, mocks…).
 */
export const ownerOf = (id: string, root: string): string => {
  const path = id.replace(/\\/g, '/').replace(/^\0/, '');
  const inModules = path.lastIndexOf('/node_modules/');
  if (inModules >= 0) {
    const [first = '', second = ''] = path.slice(inModules + '/node_modules/'.length).split('/');
    return first.startsWith('@') ? `${first}/${second}` : first;
  }
  const prefix = `${root.replace(/\\/g, '/').replace(/\/$/, '')}/`;
  if (!path.startsWith(prefix)) return path.split('?')[0] ?? path;
  const parts = path.slice(prefix.length).split('/');
  // src/<area>/<name>/… says more than src/<area>/ (which feature, which library wrapper).
  const depth = parts[0] === 'src' && parts.length > 3 ? 3 : Math.min(2, parts.length - 1);
  return parts.slice(0, Math.max(depth, 1)).join('/');
};

/** The chunks' bytes by owner, largest first. */
export const compositionByOwner = (chunks: readonly BuiltChunk[], root: string): PackageShare[] => {
  const shares = new Map<string, PackageShare>();
  for (const chunk of chunks) {
    const chunkRaw = chunk.modules.reduce((sum, module) => sum + module.renderedLength, 0);
    for (const module of chunk.modules) {
      if (module.renderedLength === 0) continue;
      const name = ownerOf(module.id, root);
      const share = shares.get(name) ?? { name, rawBytes: 0, gzipBytes: 0 };
      share.rawBytes += module.renderedLength;
      share.gzipBytes += chunkRaw === 0 ? 0 : (chunk.gzipBytes * module.renderedLength) / chunkRaw;
      shares.set(name, share);
    }
  }
  return [...shares.values()].sort((a, b) => b.gzipBytes - a.gzipBytes || a.name.localeCompare(b.name));
};

export const formatComposition = (shares: readonly PackageShare[], limit = 40): string => {
  const shown = shares.slice(0, limit);
  const width = Math.max(5, ...shown.map((share) => share.name.length));
  const rows = shown.map(
    (share) =>
      `${share.name.padEnd(width)}  ${kb(share.rawBytes).padStart(10)}  ~${kb(share.gzipBytes).padStart(10)}`,
  );
  const rest = shares.length - shown.length;
  return [
    `${'owner'.padEnd(width)}  ${'raw'.padStart(10)}  ${'gzip (est.)'.padStart(11)}`,
    ...rows,
    ...(rest > 0 ? [`… and ${rest} more`] : []),
  ].join('\n');
};
