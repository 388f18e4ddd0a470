import type { Page } from '@playwright/test';
import type { TraceEntry } from '../../../src/schemas/flowTrace';

export interface TabTrace {
  reference?: string;
  entries: TraceEntry[];
}

/** The flow trace this tab keeps (sessionStorage `flowTrace`): empty when there is none yet. */
export function tabTrace(page: Page): Promise<TabTrace> {
  return page.evaluate(() => {
    const stored = JSON.parse(sessionStorage.getItem('flowTrace') ?? '{}') as Partial<TabTrace>;
    return { reference: stored.reference, entries: stored.entries ?? [] };
  });
}
