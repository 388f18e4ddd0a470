import { Icon, type IconName } from '../art/Icon';

export interface StepsProps {
  eyebrow: string;
  title: string;
  items: readonly { icon: IconName; title: string; text: string }[];
}

export function Steps({ eyebrow, title, items }: StepsProps) {
  return (
    <section className="section" aria-labelledby="steps-title">
      <div className="container">
        <div className="section-head section-head--center">
          <p className="eyebrow">{eyebrow}</p>
          <h2 id="steps-title">{title}</h2>
        </div>
        <ol className="how-steps">
          {items.map((step) => (
            <li key={step.title} className="step">
              <div className="step__top">
                <span className="step__icon">
                  <Icon name={step.icon} size={26} />
                </span>
              </div>
              <h3 className="step__title">{step.title}</h3>
              <p className="step__text">{step.text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
