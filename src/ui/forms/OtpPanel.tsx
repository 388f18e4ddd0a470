// The verify screen around the code boxes: where the code went (in full, so a typo shows) with a
// way to change the number, the boxes (children), and a resend button that counts down. A resend is
// announced politely when `resentAt` changes after the panel appeared. Props: phone (as shown:
// src/schemas/phone.ts displayPhone), onChangeNumber(), secondsLeft (resend is disabled while > 0),
// onResend(), resending? (a resend call is running), resentAt? (time of the last resend, e.g.
// Date.now()), children (the OtpInput).
import { useState, type ReactNode } from 'react';
import { otpText } from '../../content/forms';
import './otp.css';

export interface OtpPanelProps {
  phone: string;
  onChangeNumber: () => void;
  secondsLeft: number;
  onResend: () => void;
  resending?: boolean;
  resentAt?: number;
  children: ReactNode;
}

export function OtpPanel({
  phone,
  onChangeNumber,
  secondsLeft,
  onResend,
  resending = false,
  resentAt,
  children,
}: OtpPanelProps) {
  // A resend already done before this panel appeared (e.g. restored after a reload) is
  // old news; only later ones are announced.
  const [resentAtMount] = useState(resentAt);
  const announce = resentAt !== undefined && resentAt !== resentAtMount;
  const waiting = secondsLeft > 0;

  return (
    <div className="otp-panel">
      <p className="otp-panel__sent">
        {otpText.sentTo}{' '}
        <bdi className="otp-panel__phone" dir="ltr">
          {phone}
        </bdi>
        .{' '}
        <button type="button" className="otp-panel__link" onClick={onChangeNumber}>
          {otpText.changeNumber}
        </button>
      </p>
      {children}
      <div className="otp-panel__resend">
        <span>{otpText.notReceived}</span>
        <button
          type="button"
          className="btn btn--ghost btn--sm"
          onClick={onResend}
          disabled={waiting || resending}
          aria-busy={resending}
        >
          {resending ? <span className="spinner" aria-hidden="true" /> : null}
          {waiting ? otpText.resendIn(secondsLeft) : otpText.resend}
        </button>
      </div>
      <p className="otp-panel__status" aria-live="polite">
        {announce ? <span key={resentAt}>{otpText.resent}</span> : null}
      </p>
    </div>
  );
}
