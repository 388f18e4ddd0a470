import { Link } from '@tanstack/react-router';
import { getHelpText } from '../../content/flows';

// After a failure: a way to the contact form that carries this tab's trace reference, so
// support can replay the steps that led here.
export function GetHelp({ reference }: { reference: string | undefined }) {
  if (!reference) return null;
  return (
    <p className="get-help">
      <span>{getHelpText.lead}</span>{' '}
      <Link to="/contact-us" search={{ reference }} className="get-help__link">
        {getHelpText.link}
      </Link>
      <span className="get-help__note"> {getHelpText.note}</span>
    </p>
  );
}
