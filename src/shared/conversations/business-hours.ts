import { intlFormatter } from '../intl-formatter';

/**
 * Business hours of the agency (System Configuration): whether a caseworker answers within 5 minutes now, and
 * when the office next opens. Pure: the clock is passed in, the time zone's rules (DST) come from Intl.
 */
export interface BusinessHours {
  /** IANA time zone, e.g. America/Los_Angeles. */
  timeZone: string;
  /** Open days, 0 = Sunday … 6 = Saturday. */
  days: readonly number[];
  /** 'HH:MM', 24-hour, local to the time zone; close is after open. */
  open: string;
  close: string;
}

export const DEFAULT_BUSINESS_HOURS: BusinessHours = {
  timeZone: 'America/Los_Angeles',
  days: [1, 2, 3, 4, 5],
  open: '08:00',
  close: '17:00',
};

interface LocalTime {
  year: number;
  month: number;
  day: number;
  weekday: number;
  minutes: number;
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

function formatterOf(timeZone: string) {
  return intlFormatter(Intl.DateTimeFormat, 'en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    weekday: 'short',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  });
}

/** The wall clock in `timeZone` at `at`. */
function localTime(at: Date, timeZone: string): LocalTime & { seconds: number } {
  const parts = Object.fromEntries(
    formatterOf(timeZone)
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    weekday: WEEKDAYS.indexOf(parts.weekday ?? ''),
    minutes: Number(parts.hour) * 60 + Number(parts.minute),
    seconds: Number(parts.second),
  };
}

/** Minutes since midnight of 'HH:MM'. */
export function minutesOf(hhmm: string): number {
  const [h = '0', m = '0'] = hhmm.split(':');
  return Number(h) * 60 + Number(m);
}

/** The instant the wall clock in `timeZone` reads the given day and minute (the later one across a DST gap). */
function instantOf(timeZone: string, year: number, month: number, day: number, minutes: number): Date {
  const wall = Date.UTC(year, month - 1, day, 0, minutes);
  let guess = wall;
  for (let i = 0; i < 2; i += 1) {
    const local = localTime(new Date(guess), timeZone);
    const shown = Date.UTC(local.year, local.month - 1, local.day, 0, local.minutes, local.seconds);
    guess += wall - shown;
  }
  return new Date(guess);
}

/** Whether the office is open at `now`: an open day, from `open` (inclusive) to `close` (exclusive). */
export function isWithinBusinessHours(hours: BusinessHours, now: Date): boolean {
  const local = localTime(now, hours.timeZone);
  return (
    hours.days.includes(local.weekday) &&
    local.minutes >= minutesOf(hours.open) &&
    local.minutes < minutesOf(hours.close)
  );
}

/** When the office next opens after `now` (null when it has no open day); `now` itself when it is open. */
export function nextOpening(hours: BusinessHours, now: Date): Date | null {
  if (isWithinBusinessHours(hours, now)) return now;
  const today = localTime(now, hours.timeZone);
  for (let offset = 0; offset <= 7; offset += 1) {
    // Noon avoids the DST edges when stepping from one local day to the next.
    const noon = instantOf(hours.timeZone, today.year, today.month, today.day + offset, 12 * 60);
    const day = localTime(noon, hours.timeZone);
    if (!hours.days.includes(day.weekday)) continue;
    const opening = instantOf(hours.timeZone, day.year, day.month, day.day, minutesOf(hours.open));
    if (opening.getTime() > now.getTime()) return opening;
  }
  return null;
}
