import { Link } from '@tanstack/react-router';
import { accountExistsText } from '../../content/forms';

// A registration refused because an account may already use these details, with the two
// ways on: log in, or reset the password of that account.
export function AccountExistsNotice({ message }: { message: string }) {
  return (
    <div role="alert" className="form-error account-exists">
      <p>{message || accountExistsText.message}</p>
      <p className="account-exists__links">
        <Link to="/register" search={{ mode: 'login' }}>
          {accountExistsText.login}
        </Link>
        <Link to="/forget-password">{accountExistsText.resetPassword}</Link>
      </p>
    </div>
  );
}
