import { relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

export interface ChunkReport {
  fileName: string;
  facade: string | null;
  isEntry: boolean;
  isDynamicEntry: boolean;
  imports: string[];
  dynamicImports: string[];
  modules: string[];
  // Rendered (minified, uncompressed) bytes of each module in the chunk, largest first:
  // what fills a chunk, so a budget miss names its cause.
  moduleBytes: Record<string, number>;
  bytes: number;
  gzipBytes: number;
}

// Writes dist/bundle-report.json: every chunk with its modules and static/dynamic imports,
// so scripts/check-bundle.ts can prove what each page downloads before any interaction.
export function bundleReport(): Plugin {
  return {
    name: 'bundle-report',
    apply: 'build',
    generateBundle(_options, bundle) {
      const root = process.cwd();
      const rel = (id: string) =>
        relative(root, id.split('?')[0] ?? id) + (id.includes('?') ? `?${id.split('?')[1]}` : '');
      const chunks: ChunkReport[] = [];
      for (const item of Object.values(bundle)) {
        if (item.type !== 'chunk') continue;
        chunks.push({
          fileName: item.fileName,
          facade: item.facadeModuleId ? rel(item.facadeModuleId) : null,
          isEntry: item.isEntry,
          isDynamicEntry: item.isDynamicEntry,
          imports: item.imports,
          dynamicImports: item.dynamicImports,
          modules: item.moduleIds.map(rel),
          moduleBytes: Object.fromEntries(
            Object.entries(item.modules)
              .map(([id, info]) => [rel(id), info.renderedLength] as const)
              .sort((a, b) => b[1] - a[1]),
          ),
          bytes: Buffer.byteLength(item.code),
          gzipBytes: gzipSync(item.code).byteLength,
        });
      }
      this.emitFile({
        type: 'asset',
        fileName: 'bundle-report.json',
        source: JSON.stringify(chunks, null, 2),
      });
    },
  };
}
