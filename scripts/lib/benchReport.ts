// What every benchmark prints the same way: the median of its runs, the machine it ran on,
// and a table of figures (the first column left-aligned, the rest right-aligned).
import os from 'node:os';

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

export function machineLine(): string {
  const cpus = os.cpus();
  return `${cpus[0]?.model ?? 'unknown CPU'}, ${cpus.length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
}

export function textTable(header: string[], rows: string[][]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((l) => l[i]?.length ?? 0)));
  const format = (cells: string[]) =>
    cells
      .map((c, i) => (i === 0 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0)))
      .join('  ');
  return [format(header), format(widths.map((w) => '-'.repeat(w))), ...rows.map(format)].join('\n');
}
