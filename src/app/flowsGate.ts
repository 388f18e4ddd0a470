import type * as FlowsModule from './flows';
import type { Flows, FlowsHost } from './flows';
import { nextTask } from './nextTask';
import type { AppServices } from './services';

// The flows with a code step as pages meet them. The flow entry pages (/register,
// /forget-password, /delete-account) are prerendered and download none of the flows' code: the machines and
// xstate, firebase with its reCAPTCHA, and the phone metadata load together, in parallel,
// when the owner reaches for a form (`load`), or at once on a page that cannot work without
// them (the code and new-password steps await them in their beforeLoad).
export interface FlowsGate {
  // The flows once loaded; undefined before.
  current: () => Flows | undefined;
  subscribe: (listener: () => void) => () => void;
  load: () => Promise<Flows>;
}

// Fetches the code of the screens the flows move to: once the flows are in, while the owner
// is still typing, so a step draws as soon as its flow moves there (the code screen after
// Send, the login after the account is made) rather than after one more download.
type WarmTargets = () => void;

export function createFlowsGate(
  services: AppServices,
  host: FlowsHost,
  warmTargets: WarmTargets = () => undefined,
): FlowsGate {
  let flows: Flows | undefined;
  let loading: Promise<Flows> | undefined;
  const listeners = new Set<() => void>();
  // Each download starts in a task of its own: the bundler adds a preload tag for every file
  // a download needs, and started together they took 60 ms of a slow phone's main thread in
  // one task, which a tap meeting it waited for. A task apart, they still download side by
  // side. Firebase goes first: its own files are asked for only once its loader has run.
  async function startLoads(): Promise<typeof FlowsModule> {
    // Not waited for: the reCAPTCHA's render takes a round trip after firebase is in, and
    // the send waits for it itself (src/services/phoneAuth.ts), so the flows, and the
    // screens they move to, need not. A failure is met again, and said, by the send.
    Promise.resolve(services.phoneAuth.prepare?.()).catch(() => undefined);
    await nextTask();
    const code = import('./flows');
    // Said by the wait below: the tasks before it must not report it as unhandled.
    code.catch(() => undefined);
    await nextTask();
    // A warm-up: a failure here is met again, and said, by the step that needs it.
    const metadata = import('../schemas/phone')
      .then(({ loadMobileMetadata }) => loadMobileMetadata())
      .catch(() => undefined);
    await nextTask();
    services.warmUp?.('auth');
    await metadata;
    return code;
  }
  return {
    current: () => flows,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    load() {
      loading ??= startLoads().then(
        async ({ createFlowsInTasks }) => {
          // Their code's evaluation, making and starting the flows, drawing the page with
          // them and fetching the next screens' code: each in tasks of its own, as together
          // they were the longest task of the visit (180 ms on a slow phone) and a key press
          // or tap meeting it waited for all of it.
          await nextTask();
          const made = await createFlowsInTasks(services, host);
          flows = made;
          await nextTask();
          listeners.forEach((listener) => listener());
          await nextTask();
          warmTargets();
          return made;
        },
        (error: unknown) => {
          // The flows' own code did not arrive (offline): the next reach tries again.
          loading = undefined;
          throw error;
        },
      );
      return loading;
    },
  };
}
