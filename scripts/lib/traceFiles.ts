import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import * as v from 'valibot';
import { FlowTraceSchema, type FlowTrace } from '../../src/schemas/flowTrace';

// Trace files named on the command line, for `npm run trace:test` and `npm run trace:coverage`:
// a file as it is, a folder as every `*.json` under it (a downloads folder, tests/model/traces).

/**
 * Where npm was run from: `npm run` starts scripts in the package's folder, so a relative
 * path the person typed elsewhere is read from where they typed it.
 */
export const typedFrom = (): string => process.env.INIT_CWD ?? process.cwd();

// Names only, then a stat each: the web type config's declaration of node:fs
// (tests/model/nodeFs.d.ts), which the unit tests type this file under, has no `withFileTypes`.
function jsonUnder(dir: string): string[] {
  return readdirSync(dir)
    .sort((a, b) => a.localeCompare(b))
    .flatMap((name) => {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) return jsonUnder(path);
      return name.endsWith('.json') ? [path] : [];
    });
}

export interface ExpandedPaths {
  files: string[];
  // Named but not there.
  missing: string[];
  // Folders holding no trace file.
  empty: string[];
}

/** The files the arguments name, absolute, in the order given (a folder's sorted by name). */
export function expandTracePaths(args: string[], base = typedFrom()): ExpandedPaths {
  const result: ExpandedPaths = { files: [], missing: [], empty: [] };
  for (const arg of args) {
    const path = resolve(base, arg);
    let isDirectory: boolean;
    try {
      isDirectory = statSync(path).isDirectory();
    } catch {
      result.missing.push(path);
      continue;
    }
    if (!isDirectory) {
      result.files.push(path);
      continue;
    }
    const found = jsonUnder(path);
    if (found.length === 0) result.empty.push(path);
    result.files.push(...found);
  }
  return { ...result, files: [...new Set(result.files)] };
}

export type TraceFile = { trace: FlowTrace } | { problem: string };

/** A trace file read and checked as the replay checks it; a problem names where it fails. */
export function readTraceFile(path: string): TraceFile {
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return { problem: 'not JSON' };
  }
  const parsed = v.safeParse(FlowTraceSchema, json);
  if (parsed.success) return { trace: parsed.output };
  const at = parsed.issues[0].path?.map((item) => String(item.key)).join('.');
  return { problem: `not a flow trace${at ? ` (at ${at})` : ''}` };
}
