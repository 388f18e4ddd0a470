// Shown by pages that need a logged-in user when nobody is logged in (success pages, a
// reset page reached without a reset in progress).
import { Link } from '@tanstack/react-router';
import { loginRequiredText } from '../content/forms';
import './forms/loginRequired.css';

export function LoginRequired() {
  return (
    <section className="section login-required" aria-labelledby="login-required-title">
      <div className="container login-required__card card">
        <div className="login-required__badge" aria-hidden="true">
          <svg viewBox="0 0 24 24" width="32" height="32" focusable="false">
            <rect
              x="5"
              y="10.5"
              width="14"
              height="10"
              rx="2.5"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.8"
            />
            <path
              d="M8 10.5V8a4 4 0 0 1 8 0v2.5"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.8"
            />
            <circle cx="12" cy="15.5" r="1.4" fill="currentColor" />
          </svg>
        </div>
        <h1 id="login-required-title" className="login-required__title">
          {loginRequiredText.title}
        </h1>
        <p className="lead login-required__lead">{loginRequiredText.lead}</p>
        <Link to="/register" search={{ mode: 'login' }} className="btn">
          {loginRequiredText.button}
        </Link>
      </div>
    </section>
  );
}
