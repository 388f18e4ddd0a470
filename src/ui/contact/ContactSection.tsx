// The contact page: heading, the form in a card (passed as children) and the office details.
import type { ReactNode } from 'react';
import { contactCopy } from '../../content/contact';
import { ContactInfo } from './ContactInfo';
import './contact.css';

export function ContactSection({ children }: { children: ReactNode }) {
  return (
    <section className="section section--sand contact" aria-labelledby="contact-title">
      <div className="container">
        <header className="section-head contact__head">
          <p className="eyebrow">{contactCopy.eyebrow}</p>
          <h1 id="contact-title">{contactCopy.title}</h1>
          <p className="lead">{contactCopy.lead}</p>
        </header>
        <div className="contact__layout">
          <div className="card contact__card">
            <h2 className="contact__card-title">{contactCopy.formTitle}</h2>
            {children}
          </div>
          <ContactInfo />
        </div>
      </div>
    </section>
  );
}
