import { Link } from '@tanstack/react-router';
import { primaryNav } from '../content/navigation';
import { notFoundCopy } from '../content/notFound';
import { NotFoundArt } from './notFound/NotFoundArt';
import './notFound/notFound.css';

// The router's default not-found view. No route `head` runs for an unknown path, so the
// page sets its own title and description; React 19 hoists both into <head>.
export function NotFoundPage() {
  const { meta } = notFoundCopy;
  return (
    <section className="section not-found">
      <title>{meta.title}</title>
      <meta name="description" content={meta.description} />
      <div className="container not-found__inner">
        <NotFoundArt />
        <div className="not-found__copy">
          <p className="eyebrow">{notFoundCopy.eyebrow}</p>
          <h1>{notFoundCopy.heading}</h1>
          <p className="lead">{notFoundCopy.text}</p>
          <Link to="/" className="btn">
            {notFoundCopy.home}
          </Link>
          <p className="not-found__more">
            {notFoundCopy.alternativesLabel}{' '}
            {primaryNav.map((item, index) => (
              <span key={item.to}>
                {index > 0 && ' · '}
                <Link to={item.to}>{item.label}</Link>
              </span>
            ))}
          </p>
        </div>
      </div>
    </section>
  );
}
