import type { Mailer, MailMessage } from '../../../functions/src/lib/mail/mailer';

type Clock = { now(): number; sleep(ms: number): Promise<void> };

/**
 * A stand-in for SES with its per-second send rate: a mail beyond `rate` in any one second of the clock
 * is refused as SES refuses it (TooManyRequestsException, nothing sent); each accepted mail takes 20-60
 * ms of the clock, as an SES call does. It counts every address it accepted, to find duplicates.
 */
export function sesStandIn(rate: number, clock: Clock): Mailer & { report(): { accepted: number; duplicates: number; throttled: number; achievedRate: number; spanSeconds: number } } {
  const window: number[] = [];
  const seen = new Map<string, number>();
  let throttled = 0;
  let first = Infinity;
  let last = -Infinity;
  return {
    async send(message: MailMessage) {
      const now = clock.now();
      while (window.length && window[0]! <= now - 1000) window.shift();
      if (window.length >= rate) {
        throttled++;
        throw Object.assign(new Error('Maximum sending rate exceeded.'), { name: 'TooManyRequestsException' });
      }
      window.push(now);
      first = Math.min(first, now);
      last = Math.max(last, now);
      await clock.sleep(20 + Math.random() * 40);
      seen.set(message.to, (seen.get(message.to) ?? 0) + 1);
    },
    report() {
      const accepted = [...seen.values()].reduce((a, b) => a + b, 0);
      const duplicates = [...seen.values()].filter((n) => n > 1).length;
      // n mails at the full rate span (n - 1) intervals: the rate is measured over them.
      const spanSeconds = (last - first) / 1000;
      return { accepted, duplicates, throttled, achievedRate: spanSeconds > 0 ? (accepted - 1) / spanSeconds : 0, spanSeconds };
    },
  };
}
