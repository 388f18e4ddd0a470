import type { CodeFlow } from '../flows/registry';
import type { FlowActor } from '../flows/machines';
import type { FlowTarget } from '../machines/flowShared';
import type { FlowBinding, FlowsHost } from './flows/flowBinding';
import type { AppServices } from './services';

// Each flow's binding, found by its file's name (src/app/flows/<flow>.flow.ts), as a chunk of
// its own: a page downloads and makes only the flow it shows.
const BINDINGS = import.meta.glob<FlowBinding>('./flows/*.flow.ts', { import: 'default' });

// The flows with a code step as pages meet them. The flow entry pages (/register,
// /forget-password, /delete-account) are prerendered and download none of the flows' code:
// the page's flow machine with xstate, firebase with its reCAPTCHA, and the phone metadata
// load together, in parallel, when the owner reaches for a form (`open`), or at once on a page
// that cannot work without them (the code and new-password steps await `load` in their
// beforeLoad). A flow is made once, when a page first asks for it.
export interface FlowsGate {
  // The flow once made; undefined before.
  made: <F extends CodeFlow>(flow: F) => FlowActor<F> | undefined;
  subscribe: (listener: () => void) => () => void;
  load: <F extends CodeFlow>(flow: F) => Promise<FlowActor<F>>;
  // The same, as the owner reaches for the flow's form: the start of a visit.
  open: <F extends CodeFlow>(flow: F) => Promise<FlowActor<F>>;
}

// Fetches the code of the screens a flow moves to (its binding's `next`): once it is in,
// while the owner is still typing, so a step draws as soon as the flow moves there (the code
// screen after Send, the login after the account is made) rather than after one more download.
type WarmTargets = (targets: readonly FlowTarget[]) => void;

export function createFlowsGate(
  services: AppServices,
  host: FlowsHost,
  warmTargets: WarmTargets = () => undefined,
): FlowsGate {
  const made = new Map<CodeFlow, { actor: unknown; binding: FlowBinding }>();
  const loading = new Map<CodeFlow, Promise<unknown>>();
  let warmUp: Promise<unknown> | undefined;
  const listeners = new Set<() => void>();

  // What every flow's send needs, asked for once, downloading beside the flow's own code:
  // firebase with its reCAPTCHA (whose render the send waits for itself,
  // src/services/phoneAuth.ts), the phone metadata the form's checks read, and the API's
  // client. A flow waits for the metadata only; a failure of any is met again, and said, by
  // the step that needs it.
  function warmSends(): Promise<unknown> {
    Promise.resolve(services.phoneAuth.prepare?.()).catch(() => undefined);
    services.warmUp?.('auth');
    return import('./phoneMetadata')
      .then(({ loadMobileMetadata }) => loadMobileMetadata())
      .catch(() => undefined);
  }

  async function make(flow: CodeFlow): Promise<unknown> {
    // Every flow with a code step has one (tests/unit/flowRegistry.test.ts).
    const binding = BINDINGS[`./flows/${flow}.flow.ts`] as () => Promise<FlowBinding>;
    warmUp ??= warmSends();
    const [bound] = await Promise.all([binding(), warmUp]);
    const actor = bound.make({ ...host, services, flow: (other) => gate.load(other) });
    made.set(flow, { actor, binding: bound });
    listeners.forEach((listener) => listener());
    warmTargets(bound.next);
    return actor;
  }

  const gate: FlowsGate = {
    made: <F extends CodeFlow>(flow: F) => made.get(flow)?.actor as FlowActor<F> | undefined,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    load<F extends CodeFlow>(flow: F) {
      let pending = loading.get(flow);
      if (!pending) {
        pending = make(flow).catch((error: unknown) => {
          // The flow's own code did not arrive (offline): the next reach tries again.
          loading.delete(flow);
          throw error;
        });
        loading.set(flow, pending);
      }
      // Each flow's binding makes the actor of its own machine (src/app/flows).
      return pending as Promise<FlowActor<F>>;
    },
    async open(flow) {
      const actor = await gate.load(flow);
      made.get(flow)?.binding.opened(services);
      return actor;
    },
  };
  return gate;
}
