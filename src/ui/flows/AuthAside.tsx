// The brand panel beside the sign-up, login and reset cards on wide screens: what Tamreen
// does for a business, and a studio's week filling with bookings. All of it is decoration
// next to the form (hidden from screen readers, and below 60rem, where the form comes first).
import { memo } from 'react';
import { flowAside } from '../../content/flows';
import { BookingWeekArt } from '../art/BookingWeekArt';

// Drawn once: the card beside it redraws as its flow moves, and this never changes.
export const AuthAside = memo(function AuthAside() {
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
          <BookingWeekArt />
        </div>
      </div>
    </aside>
  );
});
