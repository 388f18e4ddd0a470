// What an interrupted sign-up holds, shown on /verify-user so the owner recognises it.
import { flowScreens } from '../../content/flows';

export interface PendingSignupProps {
  name: string;
  business: string;
  email: string;
  phone: string;
}

export function PendingSignup({ name, business, email, phone }: PendingSignupProps) {
  const label = flowScreens.verifyUser.summary;
  return (
    <dl className="flow-summary">
      <dt>{label.name}</dt>
      <dd>{name}</dd>
      <dt>{label.business}</dt>
      <dd>{business}</dd>
      <dt>{label.email}</dt>
      <dd>{email}</dd>
      <dt>{label.phone}</dt>
      <dd className="ltr" dir="ltr">
        {phone}
      </dd>
    </dl>
  );
}
