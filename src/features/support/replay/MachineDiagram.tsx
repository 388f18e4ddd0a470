import { supportCopy } from '../copy';
import type { DiagramState } from '../model';
import '../support.css';

// The state the step ended in, the state it left and the event that moved it.
interface Marks {
  state: string;
  from: string;
  event: string;
}

export interface MachineDiagramProps extends Marks {
  machine: string;
  diagram: DiagramState;
}

const text = supportCopy.trace;

const within = (state: string, path: string) =>
  path === '' || state === path || state.startsWith(`${path}.`);

// The machine's states as nested boxes, each with the transitions leaving it: the state the
// step ended in is highlighted, its ancestors outlined, the transition just taken marked.
export function MachineDiagram({ machine, diagram, state, from, event }: MachineDiagramProps) {
  return (
    <figure className="support-diagram" aria-label={text.diagramLabel(machine, state)}>
      <figcaption className="support-panel__title">
        {text.diagramTitle}: <code>{machine}</code>
      </figcaption>
      <ul className="support-diagram__states">
        {diagram.children.map((child) => (
          <StateBox key={child.path} node={child} state={state} from={from} event={event} />
        ))}
      </ul>
      <Transitions node={diagram} state={state} from={from} event={event} />
    </figure>
  );
}

function StateBox({ node, state, from, event }: Marks & { node: DiagramState }) {
  const current = state === node.path;
  const active = !current && within(state, node.path);
  const className = [
    'support-state',
    current ? 'support-state--current' : '',
    active ? 'support-state--active' : '',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <li className={className} aria-current={current ? 'true' : undefined}>
      <span className="support-state__name">
        {node.key}
        {node.final ? <span className="support-state__badge">{text.diagramFinal}</span> : null}
      </span>
      <Transitions node={node} state={state} from={from} event={event} />
      {node.children.length ? (
        <ul className="support-diagram__states">
          {node.children.map((child) => (
            <StateBox key={child.path} node={child} state={state} from={from} event={event} />
          ))}
        </ul>
      ) : null}
    </li>
  );
}

function Transitions({ node, state, from, event }: Marks & { node: DiagramState }) {
  if (!node.transitions.length) return null;
  const leftHere = from !== '' && within(from, node.path);
  return (
    <ul className="support-diagram__transitions">
      {node.transitions.map((t, i) => {
        // Of a guarded choice, the branch whose target the step ended in.
        const taken =
          leftHere &&
          t.event === event &&
          (t.targets.length === 0 || t.targets.some((target) => within(state, target)));
        return (
          <li
            key={`${t.event}-${i}`}
            className={
              taken ? 'support-transition support-transition--taken' : 'support-transition'
            }
          >
            <code>{t.label}</code> → {t.targets.length ? t.targets.join(', ') : '·'}
            {taken ? <span className="support-state__badge">{text.diagramTaken}</span> : null}
          </li>
        );
      })}
    </ul>
  );
}
