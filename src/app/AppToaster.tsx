import { useEffect, useSyncExternalStore } from 'react';
import { toasterWanted } from '../services/toast';
import { onDemand, useMade } from '../slowPhone/onDemand';

// The toast container with react-toastify behind it: pages that never toast never download it.
const host = onDemand(() => import('./ToasterHost'));

/**
 * Fetches the container's code once a flow is in reach, ahead of its first toast: a failure
 * told while the owner is offline must not wait for a download that cannot come. A container
 * whose code never arrived leaves the page as it is, every screen still saying its failures
 * in place.
 */
export function warmToaster(): void {
  void host.load().catch(() => undefined);
}

// Mounts the container once the first toast asks for it (src/services/toast.ts).
export function AppToaster() {
  const wanted = useSyncExternalStore(toasterWanted.subscribe, toasterWanted.get, () => false);
  const Host = useMade(host)?.default;
  useEffect(() => {
    if (wanted) warmToaster();
  }, [wanted]);
  return wanted && Host ? <Host /> : null;
}
