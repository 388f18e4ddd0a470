import { lazy, Suspense, useSyncExternalStore, type ComponentType } from 'react';
import { toasterWanted } from '../services/toast';

const loadHost = () => import('./ToasterHost');
// A container whose code never arrived (offline) leaves the page as it is, every screen still
// saying its failures in place, rather than taking the page down with it.
const nothing: ComponentType = () => null;
const ToasterHost = lazy((): Promise<{ default: ComponentType }> =>
  loadHost().catch(() => ({ default: nothing })),
);

/**
 * Fetches the toast container's code once a flow is in reach, ahead of its first toast: a
 * failure told while the owner is offline must not wait for a download that cannot come.
 */
export function warmToaster(): void {
  void loadHost().catch(() => undefined);
}

// Mounts the toast container once the first toast asks for it (src/services/toast.ts), so
// pages that never toast never download react-toastify.
export function AppToaster() {
  const wanted = useSyncExternalStore(toasterWanted.subscribe, toasterWanted.get, () => false);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ToasterHost />
    </Suspense>
  );
}
