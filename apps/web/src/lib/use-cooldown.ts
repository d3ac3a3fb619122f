import { useEffect, useState } from 'react';

/** A new code can be asked for again after this long (keeps the mail queue and inboxes calm). */
export const RESEND_COOLDOWN_MS = 30_000;

/**
 * A wait that starts on demand: seconds left (0 when over), ticking every second. The forms that
 * send a code by e-mail use it so that a new one cannot be asked for at once (keeps the mail
 * queue and inboxes calm).
 */
export const useCooldown = (durationMs: number): [secondsLeft: number, start: () => void] => {
  const [until, setUntil] = useState<number | null>(null);
  const [now, setNow] = useState(0);
  useEffect(() => {
    if (until === null) return undefined;
    const timer = setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= until) setUntil(null);
    }, 1000);
    return () => clearInterval(timer);
  }, [until]);
  const start = () => {
    const current = Date.now();
    setNow(current);
    setUntil(current + durationMs);
  };
  return [until === null ? 0 : Math.max(0, Math.ceil((until - now) / 1000)), start];
};
