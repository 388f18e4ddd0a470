import { Link } from '@tanstack/react-router';
import { about } from '../../content/about';
import { EgyptMapArt } from '../art/EgyptMapArt';
import { Icon } from '../art/Icon';
import './about.css';

export function AboutPage({ loggedIn }: { loggedIn: boolean }) {
  const { hero, vision, mission, purposeLabel, facts, services, closing } = about;
  return (
    <>
      <section className="about-hero" aria-labelledby="about-title">
        <div className="container about-hero__inner">
          <div>
            <p className="eyebrow">{hero.eyebrow}</p>
            <h1 id="about-title">{hero.title}</h1>
            <p className="lead">{hero.lead}</p>
            <dl className="about-facts">
              {facts.map((fact) => (
                <div key={fact.label} className="about-facts__item">
                  <dt>{fact.label}</dt>
                  <dd>{fact.value}</dd>
                </div>
              ))}
            </dl>
          </div>
          <div className="about-hero__art">
            <EgyptMapArt />
          </div>
        </div>
      </section>

      <section className="section" aria-label={purposeLabel}>
        <div className="container about-purpose">
          {[vision, mission].map((block, index) => (
            <article
              key={block.label}
              className={`about-purpose__card about-purpose__card--${index === 0 ? 'vision' : 'mission'}`}
            >
              <p className="eyebrow">{block.label}</p>
              <h2>{block.title}</h2>
              <p>{block.text}</p>
            </article>
          ))}
        </div>
      </section>

      <section className="section section--muted" aria-labelledby="services-title">
        <div className="container">
          <div className="section-head section-head--center">
            <p className="eyebrow">{services.eyebrow}</p>
            <h2 id="services-title">{services.title}</h2>
            <p className="lead">{services.lead}</p>
          </div>
          <ul className="card-list">
            {services.items.map((item) => (
              <li key={item.title} className="service">
                <span className="service__icon">
                  <Icon name={item.icon} />
                </span>
                <div>
                  <h3 className="service__title">{item.title}</h3>
                  <p className="service__text">{item.text}</p>
                </div>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="section" aria-labelledby="about-closing-title">
        <div className="container">
          <div className="about-closing">
            <h2 id="about-closing-title">{closing.title}</h2>
            <p className="about-closing__lead">{closing.lead}</p>
            <div className="about-closing__actions">
              {loggedIn ? (
                <Link className="btn btn--accent" to="/how-it-works" search={{ activeTab: 0 }}>
                  {closing.primaryLoggedIn}
                </Link>
              ) : (
                <Link className="btn btn--accent" to="/register" search={{ mode: 'signup' }}>
                  {closing.primary}
                </Link>
              )}
              <Link className="btn btn--outline about-closing__secondary" to="/contact-us">
                {closing.secondary}
              </Link>
            </div>
          </div>
        </div>
      </section>
    </>
  );
}
