import type { ReactNode } from 'react';
import { howItWorks } from '../../content/howItWorks';
import { Icon } from '../art/Icon';

// The sign-up form itself is passed in as children, so this section stays presentational.
export function BusinessSignupSection({ children }: { children: ReactNode }) {
  const { signup } = howItWorks.businesses;
  return (
    <section id="signup" className="section section--sand" aria-labelledby="signup-title">
      <div className="container signup">
        <div className="signup__copy">
          <p className="eyebrow">{signup.eyebrow}</p>
          <h2 id="signup-title">{signup.title}</h2>
          <p className="lead">{signup.lead}</p>
          <ul className="check-list">
            {signup.bullets.map((text) => (
              <li key={text}>
                <Icon name="check" size={18} className="check-list__icon" />
                {text}
              </li>
            ))}
          </ul>
        </div>
        <div className="signup__card">
          <h3 className="signup__card-title">{signup.cardTitle}</h3>
          <p className="signup__card-text">{signup.cardText}</p>
          {children}
        </div>
      </div>
    </section>
  );
}
