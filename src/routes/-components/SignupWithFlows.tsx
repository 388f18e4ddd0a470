import { use } from 'react';
import type { FlowsGate } from '../../app/flowsGate';
import type { AppServices } from '../../app/services';
import { BusinessSignup } from '../../bindings/flowEntry/BusinessSignup';

export function SignupWithFlows({
  gate,
  draftStore,
}: {
  gate: FlowsGate;
  draftStore: AppServices['sessionStore'];
}) {
  // The gate keeps one promise per flow, so `use` sees the same one on every render.
  const signup = use(gate.flow('signup').load());
  return <BusinessSignup signup={signup} gate={gate} draftStore={draftStore} />;
}
