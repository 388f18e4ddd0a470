import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';

// The fault suite's matrix (tests/e2e/faults.spec.ts): one row per actor × fault, printed
// after the run and written for tools to read. Runs in Playwright's main process, so the
// rows of both workers meet here.

export const FAULT_ROW = 'fault-row';
export const FAULT_MATRIX_FILE = 'test-results/fault-matrix.json';

export interface FaultRowNote {
  actor: string;
  fault: string;
  locale: string;
  checked: string[];
}

export interface FaultMatrixRow {
  actor: string;
  fault: string;
  ok: boolean;
  detail: string;
}

// Playwright colours its messages for the terminal.
// eslint-disable-next-line no-control-regex -- the escape character is what is matched
const COLOUR = /\u001b\[[0-9;]*m/g;
const firstLine = (text: string) =>
  text
    .replace(COLOUR, '')
    .split('\n')
    .find((line) => line.trim()) ?? text;

export default class FaultMatrixReporter implements Reporter {
  private rows: FaultMatrixRow[] = [];

  onTestEnd(test: TestCase, result: TestResult): void {
    // Read from the result: the test updates its note as it goes.
    const noted =
      result.annotations.find((a) => a.type === FAULT_ROW) ??
      test.annotations.find((a) => a.type === FAULT_ROW);
    if (!noted?.description) return;
    const note = JSON.parse(noted.description) as FaultRowNote;
    const ok = result.status === 'passed';
    const why = result.errors[0]?.message ?? result.status;
    const detail = `${note.locale}: ${note.checked.join('; ')}${ok ? '' : `${note.checked.length ? '; then ' : ''}${firstLine(why)}`}`;
    this.rows.push({ actor: note.actor, fault: note.fault, ok, detail });
  }

  onEnd(): void {
    if (this.rows.length === 0) return;
    const rows = this.rows.sort(
      (a, b) => a.actor.localeCompare(b.actor) || a.fault.localeCompare(b.fault),
    );
    mkdirSync(dirname(FAULT_MATRIX_FILE), { recursive: true });
    writeFileSync(FAULT_MATRIX_FILE, `${JSON.stringify(rows, null, 2)}\n`);
    const width = (pick: (r: FaultMatrixRow) => string) =>
      Math.max(...rows.map((r) => pick(r).length));
    const [a, f] = [width((r) => r.actor), width((r) => r.fault)];
    const lines = rows.map(
      (r) => `${r.actor.padEnd(a)}  ${r.fault.padEnd(f)}  ${r.ok ? 'ok  ' : 'FAIL'}  ${r.detail}`,
    );
    const failed = rows.filter((r) => !r.ok).length;
    console.log(
      `\nFault matrix (${FAULT_MATRIX_FILE}): ${rows.length - failed} of ${rows.length} rows hold\n${lines.join('\n')}\n`,
    );
  }
}
