import { home } from '../../content/home';
import { Icon } from '../art/Icon';

export function Benefits() {
  const { benefits } = home;
  return (
    <section className="section section--sand" aria-labelledby="benefits-title">
      <div className="container">
        <div className="section-head section-head--center">
          <p className="eyebrow">{benefits.eyebrow}</p>
          <h2 id="benefits-title">{benefits.title}</h2>
          <p className="lead">{benefits.lead}</p>
        </div>
        <ul className="card-list">
          {benefits.items.map((item) => (
            <li key={item.title} className="benefit">
              <span className="benefit__icon">
                <Icon name={item.icon} />
              </span>
              <h3 className="benefit__title">{item.title}</h3>
              <p className="benefit__text">{item.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
