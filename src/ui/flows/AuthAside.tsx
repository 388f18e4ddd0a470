// The brand panel beside the sign-up, login and reset cards on wide screens: what Tamreen
// does for a business, and a studio's week filling with bookings. All of it is decoration
// next to the form (hidden from screen readers, and below 60rem, where the form comes first).
import { type ComponentType, Suspense, lazy, memo, useSyncExternalStore } from 'react';
import { flowAside } from '../../content/flows';

// Where flows.css shows the panel.
const PANEL_SHOWN = '(min-width: 60rem)';

// The artwork is the largest script of the flow pages' forms, and a phone never shows it: it
// downloads once the panel is on screen, into a box that already has its size. Artwork that
// cannot arrive (offline) leaves the box empty.
const BookingWeekArt = lazy((): Promise<{ default: ComponentType }> =>
  import('../art/BookingWeekArt').then(
    ({ BookingWeekArt }) => ({ default: BookingWeekArt }),
    () => ({ default: () => null }),
  ),
);

// False on the server and while hydrating, as the prerendered page has it (an empty box).
// A test DOM has no media queries, and no screen to draw on.
const panelQuery = () => (typeof matchMedia === 'function' ? matchMedia(PANEL_SHOWN) : undefined);
function subscribe(onChange: () => void): () => void {
  const query = panelQuery();
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}
const usePanelShown = () =>
  useSyncExternalStore(
    subscribe,
    () => panelQuery()?.matches ?? false,
    () => false,
  );

// Drawn once: the card beside it redraws as its flow moves, and this never changes.
export const AuthAside = memo(function AuthAside() {
  const artShown = usePanelShown();
  return (
    <aside className="auth__aside" aria-hidden="true">
      <div className="auth__aside-inner">
        <p className="auth__aside-brand">{flowAside.title}</p>
        <p className="auth__aside-lead">{flowAside.lead}</p>
        <ul className="auth__aside-points">
          {flowAside.points.map((point) => (
            <li key={point}>{point}</li>
          ))}
        </ul>
        <div className="auth__aside-art">
          {artShown && (
            <Suspense fallback={null}>
              <BookingWeekArt />
            </Suspense>
          )}
        </div>
      </div>
    </aside>
  );
});
