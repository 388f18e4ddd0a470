import { useRouter } from '@tanstack/react-router';
import type { SupportConsole } from './console';

// Signing out forgets the tab's session at once (the API is told in the background) and
// shows the sign-in in place: the same on every console page.
export function useConsoleSignOut(support: SupportConsole): () => void {
  const router = useRouter();
  return () => {
    void support.signOut();
    void router.invalidate();
  };
}
