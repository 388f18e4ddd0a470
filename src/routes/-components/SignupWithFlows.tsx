import { use } from 'react';
import type { Flows } from '../../app/flows';
import { BusinessSignup } from './BusinessSignup';

export function SignupWithFlows({ loadFlows }: { loadFlows: () => Promise<Flows> }) {
  // The promise is created once per app, so `use` sees the same one on every render.
  const { signup } = use(loadFlows());
  return <BusinessSignup signup={signup} loadFlows={loadFlows} />;
}
