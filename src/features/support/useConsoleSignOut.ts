import { useConsoleRouter } from './routing';
import type { SupportConsole } from './console';

// Signing out forgets the tab's session at once (the API is told in the background) and
// shows the sign-in in place: the same on every console page.
export function useConsoleSignOut(support: SupportConsole): () => void {
  const router = useConsoleRouter();
  return () => {
    void support.signOut();
    void router.invalidate();
  };
}
