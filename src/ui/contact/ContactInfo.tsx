// The company's contact details beside the form: office in Cairo, phone and support email.
import { brand } from '../../content/brand';
import { contactCopy } from '../../content/contact';
import { MailIcon, PhoneIcon, PinIcon } from './icons';

const { info } = contactCopy;

export function ContactInfo() {
  const { company, supportEmail } = brand;
  return (
    <aside className="contact-info" aria-labelledby="contact-info-title">
      <h2 className="contact-info__title" id="contact-info-title">
        {info.title}
      </h2>
      <p className="contact-info__lead">{info.lead}</p>
      <address className="contact-info__list">
        <div className="contact-info__item">
          <span className="contact-info__icon">
            <PinIcon />
          </span>
          <div>
            <p className="contact-info__label">{info.addressLabel}</p>
            <p className="contact-info__value">{company.legalName}</p>
            <p className="contact-info__value">{company.address}</p>
          </div>
        </div>
        <div className="contact-info__item">
          <span className="contact-info__icon">
            <PhoneIcon />
          </span>
          <div>
            <p className="contact-info__label">{info.phoneLabel}</p>
            <a className="contact-info__value ltr" href={`tel:${company.phone.replace(/\s/g, '')}`}>
              {company.phone}
            </a>
          </div>
        </div>
        <div className="contact-info__item">
          <span className="contact-info__icon">
            <MailIcon />
          </span>
          <div>
            <p className="contact-info__label">{info.supportLabel}</p>
            <a className="contact-info__value ltr" href={`mailto:${supportEmail}`}>
              {supportEmail}
            </a>
            <p className="contact-info__note">{info.supportNote}</p>
          </div>
        </div>
      </address>
    </aside>
  );
}
