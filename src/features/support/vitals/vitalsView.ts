import { asFailure, type Failure } from '../../../schemas/failure';
import type { VitalsPeriod, VitalsSummary } from '../../../schemas/vitals';
import type { KeyValueStore } from '../../../services/storage';
import type { SupportApi, SupportToken } from '../api';
import { endsSession } from '../traces/tracesView';
import { clearSupportSession } from '../session';

// What /support/vitals shows for its period and the staff member's session: the route's
// loader (src/features/support/routes/support_.vitals.tsx) resolves it, the page only draws it.
export type VitalsView =
  // `ended`: the API refused the session's token, so the console asks to sign in again.
  { screen: 'signIn'; ended?: Failure } | { screen: 'vitals'; summary: VitalsSummary };

export interface VitalsViewDeps {
  api: Pick<SupportApi, 'vitals'>;
  store: KeyValueStore;
}

/**
 * The field vitals of the last `days` days. Signed out, the sign-in screen; a refused token
 * ends the session here and asks to sign in again; any other failure rejects (the route's
 * error screen).
 */
export async function loadVitalsView(
  { api, store }: VitalsViewDeps,
  session: SupportToken | undefined,
  days: VitalsPeriod,
): Promise<VitalsView> {
  if (!session) return { screen: 'signIn' };
  try {
    return { screen: 'vitals', summary: await api.vitals(session.token, days) };
  } catch (error) {
    const failure = asFailure(error);
    if (!endsSession(failure)) throw error;
    clearSupportSession(store);
    return { screen: 'signIn', ended: failure };
  }
}
