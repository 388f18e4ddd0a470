import { Link } from '@tanstack/react-router';
import { home } from '../../content/home';
import { Icon } from '../art/Icon';

export function PartnerPitch() {
  const { partner } = home;
  return (
    <section className="section" aria-labelledby="partner-title">
      <div className="container partner">
        <div className="partner__copy">
          <p className="eyebrow">{partner.eyebrow}</p>
          <h2 id="partner-title">{partner.title}</h2>
          <p className="lead">{partner.lead}</p>
        </div>
        <ul className="partner__options">
          {partner.options.map((option) => (
            <li key={option.id} className="partner__option">
              <div className="partner__head">
                <span className={`partner__icon partner__icon--${option.id}`}>
                  <Icon name={option.icon} size={28} />
                </span>
                <h3 className="partner__title">{option.title}</h3>
              </div>
              <p className="partner__text">{option.text}</p>
              {/* Both owners start from the app, so both go to its download section. */}
              <Link
                className="btn btn--block"
                to="/how-it-works"
                search={{ activeTab: 1 }}
                hash="download"
              >
                {option.label}
                <Icon name="arrow" size={18} />
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
