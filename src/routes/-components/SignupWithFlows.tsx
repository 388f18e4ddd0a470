import { use } from 'react';
import type { Flows } from '../../app/flows';
import type { AppServices } from '../../app/services';
import { BusinessSignup } from './BusinessSignup';

export function SignupWithFlows({
  loadFlows,
  draftStore,
}: {
  loadFlows: () => Promise<Flows>;
  draftStore: AppServices['sessionStore'];
}) {
  // The promise is created once per app, so `use` sees the same one on every render.
  const { signup } = use(loadFlows());
  return <BusinessSignup signup={signup} loadFlows={loadFlows} draftStore={draftStore} />;
}
