import { lazy, Suspense, useSyncExternalStore } from 'react';
import { toasterWanted } from '../services/toast';

const ToasterHost = lazy(() => import('./ToasterHost'));

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
