// The model suites leave their coverage in files for scripts/model-coverage.ts, and read the
// support traces in tests/model/traces, but the web type config (tsconfig.app.json) has no
// Node types: only the calls they make are declared.
declare module 'node:fs' {
  export function mkdirSync(path: string, options: { recursive: true }): void;
  export function writeFileSync(path: string, data: string): void;
  export function rmSync(path: string, options: { recursive: true; force: true }): void;
  export function readdirSync(path: string): string[];
  export function readFileSync(path: string, encoding: 'utf8'): string;
}
