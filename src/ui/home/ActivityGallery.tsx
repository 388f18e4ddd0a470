import { home } from '../../content/home';
import { ActivityArt } from '../art/ActivityArt';

export function ActivityGallery() {
  const { gallery } = home;
  return (
    <section className="section" aria-labelledby="gallery-title">
      <div className="container">
        <div className="section-head section-head--center">
          <p className="eyebrow">{gallery.eyebrow}</p>
          <h2 id="gallery-title">{gallery.title}</h2>
          <p className="lead">{gallery.lead}</p>
        </div>
        <ul className="gallery">
          {gallery.items.map((item) => (
            <li key={item.art} className="gallery__item">
              <div className="gallery__art">
                <ActivityArt name={item.art} />
              </div>
              <div className="gallery__caption">
                <h3 className="gallery__title">{item.title}</h3>
                <p className="gallery__text">{item.text}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
