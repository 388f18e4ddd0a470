import {
  createActor,
  fromPromise,
  type ActorRefFrom,
  type AnyStateMachine,
  type InputFrom,
} from 'xstate';
import type { FlowActor } from '../../flows/machines';
import type { CodeFlow } from '../../flows/registry';
import type { FlowTarget } from '../../machines/flowEffects';
import { phoneCodeMachine } from '../../machines/phoneCode.machine';
import { flowToast } from '../../app/flowToast';
import { noteFinishedFlow, type FlowCopyReader } from './finishedFlows';
import { traceOf } from '../../app/storage/flowTrace';
import { watchOtherTabs } from '../../app/otherTabs';
import type { AppServices } from '../../app/services';

// The code step a flow runs as its child while a code is in play.
export type PhoneCodeActor = ActorRefFrom<typeof phoneCodeMachine>;

// What the flows ask of the rest of the app.
export interface FlowsHost {
  navigate: (to: FlowTarget) => Promise<void> | void;
  // The account this tab was logged in to is gone: log the tab out, where it is.
  endSession: () => void;
}

// What the gate hands a flow's binding besides the app's services: the host, and the other
// flows, made when one of them is first asked for (a reset hands its phone to the sign-up).
export interface FlowGateContext extends FlowsHost {
  services: AppServices;
  flow: <F extends CodeFlow>(flow: F) => Promise<FlowActor<F>>;
}

// What a flow's module builds its machine with.
export interface FlowContext extends FlowGateContext {
  // This flow finished for `phone`: a duplicated tab holding a copy of it ends that copy.
  tellOtherTabs: (phone: string) => void;
}

// What a flow's module says of it besides its machine.
export interface FlowOptions {
  // The screens the flow moves to from its entry page (FlowBinding's `next`).
  next: readonly FlowTarget[];
  // This tab's copy of the flow, read from its own records (src/app/storage/*Progress.ts).
  copy: FlowCopyReader;
}

/**
 * One flow bound to the browser: its machine given the app's services, restored from this
 * tab's storage. Each flow's module (`*.flow.ts` beside this one) exports one as its default,
 * and the flows gate finds it there by the flow's id: nothing else lists the flows.
 */
export interface FlowBinding<Actor = unknown> {
  make: (context: FlowGateContext) => Actor;
  // The screens the flow moves to from its entry page, whose code is fetched once the flow is
  // in, while the owner is still typing: a step then draws as soon as the flow moves there.
  next: readonly FlowTarget[];
  // The owner reached for the flow's form: the start of a visit (src/bindings/flowSummary.ts).
  opened: (services: AppServices) => void;
}

export function defineFlow<Machine extends AnyStateMachine>(
  flow: CodeFlow,
  { next, copy }: FlowOptions,
  build: (context: FlowContext) => { machine: Machine; input: InputFrom<Machine> },
): FlowBinding<ActorRefFrom<Machine>> {
  return {
    next,
    make(context) {
      const { services } = context;
      const tellOtherTabs = (phone: string) =>
        noteFinishedFlow(services.localStore, flow, phone, Date.now());
      const { machine, input } = build({ ...context, tellOtherTabs });
      // Widened for the call: `build` already checked the input against this machine.
      const actor = createActor(machine as AnyStateMachine, {
        input,
        inspect: traceOf(services).inspector(flow, services.inspect),
      });
      actor.start();
      // A duplicated tab holds a copy of this tab's flow: whichever finishes, the other ends.
      watchOtherTabs(flow, copy, actor, services);
      return actor as ActorRefFrom<Machine>;
    },
    opened: (services) => traceOf(services).opened(flow),
  };
}

// The code step every flow with a phone code runs, bound to phone auth and toasts.
export function phoneCodeFor(services: AppServices) {
  return phoneCodeMachine.provide({
    actors: {
      sendCode: fromPromise(({ input }) => services.phoneAuth.sendCode(input.phone)),
      confirmCode: fromPromise(({ input }) =>
        services.phoneAuth.confirm(input.verificationId, input.code),
      ),
    },
    actions: { toast: flowToast(services.notify) },
  });
}
