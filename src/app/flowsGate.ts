import type { CodeFlow } from '../flows/registry';
import type { FlowActor } from '../flows/machines';
import type { FlowTarget } from '../machines/flowEffects';
import type { FlowBinding, FlowsHost } from '../bindings/flows/flowBinding';
import { onDemand, type OnDemand } from '../slowPhone/onDemand';
import type { AppServices } from './services';

// Each flow's binding, found by its file's name (src/bindings/flows/<flow>.flow.ts), as a chunk of
// its own: a page downloads and makes only the flow it shows.
const BINDINGS = import.meta.glob<FlowBinding>('../bindings/flows/*.flow.ts', {
  import: 'default',
});

// The flows with a code step as pages meet them. The flow entry pages (/register,
// /forget-password, /delete-account) are prerendered and download none of the flows' code:
// the page's flow machine with xstate, firebase with its reCAPTCHA, and the phone metadata
// load together, in parallel, when the owner reaches for a form (`open`), or at once on a page
// that cannot work without them (the code and new-password steps await the flow's `load` in
// their beforeLoad). A flow is made once, when a page first asks for it.
export interface FlowsGate {
  // The flow, made when a page first loads it.
  flow: <F extends CodeFlow>(flow: F) => OnDemand<FlowActor<F>>;
  // Its load as the owner reaches for the flow's form: the start of a visit.
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
  const flows = new Map<CodeFlow, OnDemand<unknown>>();
  const bindings = new Map<CodeFlow, FlowBinding>();
  let warmUp: Promise<unknown> | undefined;

  // What every flow's send needs, asked for once, downloading beside the flow's own code:
  // firebase with its reCAPTCHA (whose render the send waits for itself,
  // src/services/phoneAuth.ts), the phone metadata the form's checks read, and the API's
  // client. A flow waits for the metadata only; a failure of any is met again, and said, by
  // the step that needs it.
  function warmSends(): Promise<unknown> {
    Promise.resolve(services.phoneAuth.prepare?.()).catch(() => undefined);
    services.warmUp?.('auth');
    return import('../slowPhone/phoneMetadata')
      .then(({ loadMobileMetadata }) => loadMobileMetadata())
      .catch(() => undefined);
  }

  async function make(flow: CodeFlow): Promise<unknown> {
    // Every flow with a code step has one (tests/unit/flowRegistry.test.ts).
    const binding = BINDINGS[`../bindings/flows/${flow}.flow.ts`] as () => Promise<FlowBinding>;
    warmUp ??= warmSends();
    const [bound] = await Promise.all([binding(), warmUp]);
    bindings.set(flow, bound);
    const actor = bound.make({ ...host, services, flow: (other) => gate.flow(other).load() });
    warmTargets(bound.next);
    return actor;
  }

  const gate: FlowsGate = {
    flow<F extends CodeFlow>(flow: F) {
      let thing = flows.get(flow);
      if (!thing) flows.set(flow, (thing = onDemand(() => make(flow))));
      // Each flow's binding makes the actor of its own machine (src/bindings/flows).
      return thing as OnDemand<FlowActor<F>>;
    },
    async open(flow) {
      const actor = await gate.flow(flow).load();
      bindings.get(flow)?.opened(services);
      return actor;
    },
  };
  return gate;
}
