import { FaqAccordion, type FaqAccordionItem } from '../FaqAccordion';

export interface FaqSectionProps {
  eyebrow: string;
  title: string;
  items: readonly FaqAccordionItem[];
  openedQuestion?: number;
}

// `id="faq"` is the target of `/how-it-works#faq` links.
export function FaqSection({ eyebrow, title, items, openedQuestion }: FaqSectionProps) {
  return (
    <section id="faq" className="section section--muted faq-section" aria-labelledby="faq-title">
      <div className="container faq-section__inner">
        <div className="faq-section__head">
          <p className="eyebrow">{eyebrow}</p>
          <h2 id="faq-title">{title}</h2>
        </div>
        <FaqAccordion items={items} openedQuestion={openedQuestion} />
      </div>
    </section>
  );
}
