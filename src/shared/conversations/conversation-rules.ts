import { HUMAN_RESPONSE_PROMISE_MS, SESSION_REUSE_WINDOW_MS } from './conversations.limits';

/** Spec 01 §4: a session with no end that began within the last hour is reused; otherwise a new one starts. */
export function isReusableSession(
  session: { sessionStart: Date; sessionEnd: Date | null },
  now: Date,
): boolean {
  const age = now.getTime() - session.sessionStart.getTime();
  return session.sessionEnd === null && age >= 0 && age < SESSION_REUSE_WINDOW_MS;
}

/**
 * How long a conversation has waited for staff against the 5-minute promise: from escalation (or the family's
 * latest message) to the first answer, or to now while it waits.
 */
export function waitingTime(from: Date, answeredAt: Date | null, now: Date) {
  const waitedMs = Math.max(0, (answeredAt ?? now).getTime() - from.getTime());
  return { waitedMs, overPromise: waitedMs > HUMAN_RESPONSE_PROMISE_MS };
}

/** Session analytics (spec 01 §7): escalation rate in percent, average satisfaction to one decimal or null. */
export function sessionAnalytics(sessions: number, escalated: number, ratingSum: number, ratings: number) {
  return {
    escalationRate: sessions === 0 ? 0 : Math.round((escalated / sessions) * 1000) / 10,
    averageSatisfaction: ratings === 0 ? null : Math.round((ratingSum / ratings) * 10) / 10,
  };
}

function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

const SSN_PATTERN = /\b\d{3}-\d{2}-\d{4}\b|(?<![\d-])\d{9}(?![\d-])/g;
/** 13 to 19 digits, possibly grouped by spaces or dashes. */
const CARD_PATTERN = /(?<!\d)\d(?:[ -]?\d){12,18}(?!\d)/g;

/**
 * Personal numbers are not kept in transcripts: SSN-like (###-##-#### or 9 digits in a row) and card-like
 * (13–19 digits passing the Luhn check) numbers are masked before a message is stored, keeping the last 4.
 */
export function maskPersonalNumbers(text: string): string {
  const cardsMasked = text.replace(CARD_PATTERN, (match) => {
    const digits = match.replace(/\D/g, '');
    return luhnValid(digits) ? `****${digits.slice(-4)}` : match;
  });
  return cardsMasked.replace(SSN_PATTERN, (match) => `***-**-${match.replace(/\D/g, '').slice(-4)}`);
}
