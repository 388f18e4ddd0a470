// Under a new password: a four-step meter and a line saying how strong it looks and what
// would make it stronger. Advice only; the form's own check is the 6-character minimum.
// It is there, empty, before anything is typed: a password typed before the page is live
// reaches the form when it hydrates, and a meter appearing only then would move everything
// under it (the terms box) while the owner reaches for it.
import { passwordStrengthText } from '../../content/forms';
import { passwordStrength } from '../../schemas/passwordStrength';
import './passwordStrength.css';

const FILLED = { empty: 0, short: 1, weak: 1, fair: 2, strong: 4 } as const;

export function PasswordStrengthHint({ password }: { password: string }) {
  const { level, tips } = passwordStrength(password);
  const t = passwordStrengthText;
  const advice =
    level === 'empty' || level === 'short' || level === 'strong' || tips.length === 0
      ? ''
      : ` ${t.stronger(tips.slice(0, 2).map((tip) => t.tips[tip]))}`;
  return (
    <div className="strength" data-level={level}>
      <div className="strength__meter" aria-hidden="true">
        {[0, 1, 2, 3].map((i) => (
          <span key={i} className="strength__bar" data-on={i < FILLED[level] || undefined} />
        ))}
      </div>
      <p className="strength__text">
        {t.levels[level]}
        {advice}
      </p>
    </div>
  );
}
