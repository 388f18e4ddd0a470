import type { AnyStateMachine } from 'xstate';
import { graphStates, machineGraph, type GraphState } from './machineGraph';

// A machine's definition drawn as a Mermaid `stateDiagram-v2`, so the pictures in docs/flows
// can never drift from the code. Drawn from machineGraph, as the support console's is.
// Pure: no DOM, no I/O.

const KEYWORDS = new Set(['state', 'note', 'as', 'end', 'direction', 'class', 'classDef', 'style']);

// Mermaid cuts a label at `:` or `;`: they are written as its entity codes, shown as typed.
const text = (label: string) => label.replace(/[:;]/g, (c) => `#${c.charCodeAt(0)};`);

// Mermaid ids allow no dots; the path joined by `_` stays readable, and a path that would
// collide with another (a state named `a_b` beside `a.b`) gets a number.
function idsOf(states: GraphState[]): Map<string, string> {
  const ids = new Map<string, string>([['', 'anywhere']]);
  const used = new Set<string>(['anywhere']);
  for (const { path } of states) {
    if (path === '') continue;
    const joined = path.replace(/\./g, '_').replace(/[^A-Za-z0-9_]/g, '_');
    const base = KEYWORDS.has(joined) ? `${joined}_` : joined;
    let id = base;
    for (let n = 2; used.has(id); n++) id = `${base}${n}`;
    used.add(id);
    ids.set(path, id);
  }
  return ids;
}

function describe(state: GraphState): string[] {
  return [
    ...(state.tags.length ? [`tags: ${state.tags.join(', ')}`] : []),
    ...(state.invokes.length ? [`invokes ${state.invokes.join(', ')}`] : []),
  ];
}

export function toMermaid(machine: AnyStateMachine): string {
  const graph = machineGraph(machine);
  const states = graphStates(graph);
  const ids = idsOf(states);
  const idOf = (path: string) => ids.get(path) ?? 'anywhere';
  const lines: string[] = ['stateDiagram-v2'];

  // The states, nested as in the machine, with where each region starts and ends.
  function structure(parent: GraphState, indent: string) {
    if (parent.initial !== undefined) lines.push(`${indent}[*] --> ${idOf(parent.initial)}`);
    for (const child of parent.children) {
      const id = idOf(child.path);
      if (child.children.length) {
        lines.push(`${indent}state ${id} {`);
        structure(child, `${indent}  `);
        lines.push(`${indent}}`);
      } else lines.push(`${indent}state "${child.key}" as ${id}`);
      for (const line of describe(child)) lines.push(`${indent}${id} : ${text(line)}`);
      if (child.final) lines.push(`${indent}${id} --> [*]`);
    }
  }
  structure(graph, '  ');

  // Transitions last, at the top level, so an edge into or out of a composite state is drawn
  // once between the two states rather than redeclaring either inside the other.
  const edges: string[] = [];
  for (const state of states) {
    const from = idOf(state.path);
    for (const t of state.transitions) {
      const targets = t.targets.length ? t.targets : [state.path];
      for (const to of targets) edges.push(`  ${from} --> ${idOf(to)} : ${text(t.label)}`);
    }
  }
  // Events the machine takes in any state hang off one "any state" box.
  if (edges.some((e) => e.startsWith('  anywhere ')))
    lines.push('  state "(any state)" as anywhere');
  return [...lines, ...edges].join('\n');
}
