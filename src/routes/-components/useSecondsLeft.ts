import { useEffect, useState } from 'react';
import { RESEND_COOLDOWN_SECONDS } from '../../content/flows';

// The visible resend countdown. Display only: the machine decides when a resend is
// allowed (`coolingDown`); this just ticks the number shown until then.
export function useSecondsLeft(codeSentAt: number | undefined, coolingDown: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!coolingDown) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [coolingDown]);
  if (!coolingDown) return 0;
  const availableAt = (codeSentAt ?? 0) + RESEND_COOLDOWN_SECONDS * 1000;
  // `now` may lag a resend by up to a tick: never show more than the full cooldown.
  const seconds = Math.ceil((availableAt - now) / 1000);
  return Math.min(RESEND_COOLDOWN_SECONDS, Math.max(1, seconds));
}
