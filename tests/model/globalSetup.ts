import { rmSync } from 'node:fs';
import { COVERAGE_DIR } from '../../scripts/lib/modelCoverage';

// A suite left out of this run must not be counted from an earlier one.
export default function clearCoverage(): void {
  rmSync(COVERAGE_DIR, { recursive: true, force: true });
}
