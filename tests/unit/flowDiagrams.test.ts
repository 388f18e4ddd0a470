import { expect, test } from 'vitest';
import { flowDocs } from '../../scripts/lib/flowDiagrams';

// The pages as committed, read at build time (the web tests have no Node file access).
const committed = import.meta.glob<string>('../../docs/flows/*.md', {
  query: '?raw',
  import: 'default',
  eager: true,
});

test('docs/flows draws every machine as its definition stands', () => {
  const onDisk = Object.fromEntries(
    Object.entries(committed).map(([path, text]) => [path.split('/').at(-1), text]),
  );
  const expected = flowDocs();
  const stale = Object.keys({ ...expected, ...onDisk }).filter(
    (file) => onDisk[file] !== expected[file],
  );
  expect(stale, 'docs/flows is stale: run `npm run flows:diagrams` and commit the result').toEqual(
    [],
  );
});

test('a diagram names states without dots, and labels outcomes, timers and guards', async () => {
  const { toMermaid } = await import('../../src/machines/mermaid');
  const { phoneCodeMachine } = await import('../../src/machines/phoneCode.machine');
  const diagram = toMermaid(phoneCodeMachine);
  expect(diagram).toMatch(/^stateDiagram-v2\n/);
  expect(diagram).toContain('[*] --> starting');
  expect(diagram).toContain('verified --> [*]');
  expect(diagram).toContain('waiting_coolingDown --> waiting_ready : after resendDelay');
  expect(diagram).toContain('sending --> waiting : done#58; sendCode');
  expect(diagram).toContain('starting --> waiting : always [hasCode]');
  for (const line of diagram.split('\n').filter((l) => l.includes('-->')))
    expect(line.split(' : ')[0]).not.toContain('.');
});
