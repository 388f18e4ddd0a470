import { Link } from '@tanstack/react-router';
import { home } from '../../content/home';
import { HeroArt } from '../art/HeroArt';
import { Icon } from '../art/Icon';

export function HomeHero({ loggedIn }: { loggedIn: boolean }) {
  const { hero } = home;
  return (
    <section className="home-hero" aria-labelledby="home-hero-title">
      <div className="container home-hero__inner">
        <div className="home-hero__copy">
          <p className="eyebrow home-hero__eyebrow">{hero.eyebrow}</p>
          <h1 id="home-hero-title" className="home-hero__title">
            {hero.title}
          </h1>
          <p className="lead home-hero__lead">{hero.lead}</p>
          <div className="home-hero__actions">
            {loggedIn ? (
              <Link className="btn" to="/how-it-works" search={{ activeTab: 1 }} hash="download">
                {hero.primaryLoggedIn}
              </Link>
            ) : (
              <Link className="btn" to="/register" search={{ mode: 'signup' }}>
                {hero.primaryLoggedOut}
              </Link>
            )}
            <Link className="btn btn--outline" to="/how-it-works" search={{ activeTab: 0 }}>
              {hero.secondary}
            </Link>
          </div>
          <ul className="home-hero__highlights">
            {hero.highlights.map((text) => (
              <li key={text}>
                <Icon name="check" size={18} className="home-hero__check" />
                {text}
              </li>
            ))}
          </ul>
        </div>
        <div className="home-hero__art">
          <HeroArt />
        </div>
      </div>
    </section>
  );
}
