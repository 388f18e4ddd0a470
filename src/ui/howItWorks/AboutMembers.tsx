import { howItWorks } from '../../content/howItWorks';
import { Icon } from '../art/Icon';
import { MembersArt } from '../art/MembersArt';

export function AboutMembers() {
  const { about } = howItWorks.members;
  return (
    <section className="section section--sand" aria-labelledby="about-members-title">
      <div className="container split">
        <div className="split__art">
          <MembersArt />
        </div>
        <div>
          <p className="eyebrow">{about.eyebrow}</p>
          <h2 id="about-members-title">{about.title}</h2>
          {about.paragraphs.map((text) => (
            <p key={text} className="split__text">
              {text}
            </p>
          ))}
          <ul className="check-list">
            {about.points.map((text) => (
              <li key={text}>
                <Icon name="check" size={18} className="check-list__icon" />
                {text}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
