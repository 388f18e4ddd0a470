import type { AnyStateMachine, AnyStateNode } from 'xstate';

// A machine's definition drawn as a Mermaid `stateDiagram-v2`, so the pictures in docs/flows
// (and the support console) can never drift from the code. Pure: no DOM, no I/O.

interface Transition {
  eventType: string;
  target?: readonly AnyStateNode[];
  guard?: unknown;
}

function allNodes(node: AnyStateNode): AnyStateNode[] {
  return [node, ...Object.values(node.states).flatMap(allNodes)];
}

const KEYWORDS = new Set(['state', 'note', 'as', 'end', 'direction', 'class', 'classDef', 'style']);

// Mermaid cuts a label at `:` or `;`: they are written as its entity codes, shown as typed.
const text = (label: string) => label.replace(/[:;]/g, (c) => `#${c.charCodeAt(0)};`);

// Mermaid ids allow no dots; the path joined by `_` stays readable, and a path that would
// collide with another (a state named `a_b` beside `a.b`) gets a number.
function idsOf(nodes: AnyStateNode[]): Map<AnyStateNode, string> {
  const ids = new Map<AnyStateNode, string>();
  const used = new Set<string>(['anywhere']);
  for (const node of nodes) {
    if (node.path.length === 0) continue;
    const joined = node.path.join('_').replace(/[^A-Za-z0-9_]/g, '_');
    const base = KEYWORDS.has(joined) ? `${joined}_` : joined;
    let id = base;
    for (let n = 2; used.has(id); n++) id = `${base}${n}`;
    used.add(id);
    ids.set(node, id);
  }
  return ids;
}

function guardName(guard: unknown): string | undefined {
  if (guard === undefined) return undefined;
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'object' && guard && 'type' in guard) return String(guard.type);
  // An inline guard takes the name of the property it was written in.
  const name = typeof guard === 'function' ? guard.name : '';
  return name && name !== 'guard' ? name : 'inline guard';
}

// Invokes without an id of their own are named by what they run.
function actorNames(nodes: AnyStateNode[]): Map<string, string> {
  const names = new Map<string, string>();
  for (const node of nodes)
    for (const invoke of node.invoke)
      if (typeof invoke.src === 'string') names.set(invoke.id, invoke.src);
  return names;
}

export function eventLabel(eventType: string, actors: Map<string, string> = new Map()): string {
  const outcome = /^xstate\.(done|error)\.actor\.(.+)$/.exec(eventType);
  if (outcome?.[1] && outcome[2]) return `${outcome[1]}: ${actors.get(outcome[2]) ?? outcome[2]}`;
  const after = /^xstate\.after\.([^.]+)/.exec(eventType);
  if (after?.[1]) return `after ${after[1]}`;
  return eventType;
}

const withGuard = (label: string, guard: unknown) => {
  const name = guardName(guard);
  return name ? `${label} [${name}]` : label;
};

function describe(node: AnyStateNode): string[] {
  const tags = [...node.tags];
  const runs = node.invoke.map((i) => (typeof i.src === 'string' ? i.src : i.id));
  return [
    ...(tags.length ? [`tags: ${tags.join(', ')}`] : []),
    ...(runs.length ? [`invokes ${runs.join(', ')}`] : []),
  ];
}

export function toMermaid(machine: AnyStateMachine): string {
  const nodes = allNodes(machine.root);
  const ids = idsOf(nodes);
  const actors = actorNames(nodes);
  const idOf = (node: AnyStateNode) => ids.get(node) ?? 'anywhere';
  const lines: string[] = ['stateDiagram-v2'];

  // The states, nested as in the machine, with where each region starts and ends.
  function structure(parent: AnyStateNode, indent: string) {
    const children = Object.values(parent.states);
    const initial = parent.initial?.target[0];
    if (initial) lines.push(`${indent}[*] --> ${idOf(initial)}`);
    for (const child of children) {
      const id = idOf(child);
      const name = child.key;
      if (Object.keys(child.states).length) {
        lines.push(`${indent}state ${id} {`);
        structure(child, `${indent}  `);
        lines.push(`${indent}}`);
      } else lines.push(`${indent}state "${name}" as ${id}`);
      for (const line of describe(child)) lines.push(`${indent}${id} : ${text(line)}`);
      if (child.type === 'final') lines.push(`${indent}${id} --> [*]`);
    }
  }
  structure(machine.root, '  ');

  // Transitions last, at the top level, so an edge into or out of a composite state is drawn
  // once between the two states rather than redeclaring either inside the other.
  const edges: string[] = [];
  for (const node of nodes) {
    const from = idOf(node);
    for (const [, list] of node.transitions)
      for (const t of list as Transition[]) {
        const label = withGuard(eventLabel(t.eventType, actors), t.guard);
        const targets = t.target?.length ? t.target : [node];
        for (const to of targets) edges.push(`  ${from} --> ${idOf(to)} : ${text(label)}`);
      }
    for (const t of (node.always ?? []) as Transition[]) {
      const targets = t.target?.length ? t.target : [node];
      for (const to of targets)
        edges.push(`  ${from} --> ${idOf(to)} : ${text(withGuard('always', t.guard))}`);
    }
  }
  // Events the machine takes in any state hang off one "any state" box.
  if (edges.some((e) => e.startsWith('  anywhere ')))
    lines.push('  state "(any state)" as anywhere');
  return [...lines, ...edges].join('\n');
}
