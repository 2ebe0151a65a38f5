import type { Config } from '../config';

export type MaintenanceState = {
  closed: boolean;
  /** The current or next closure day (YYYY-MM-DD, local time), or null when none is planned. */
  date: string | null;
  from: string;
  to: string;
  timezone: string;
  contactUrl: string | null;
};

// Building an Intl.DateTimeFormat costs far more than using one, and every API request asks
// (the maintenance gate): one formatter per time zone.
const formatters = new Map<string, Intl.DateTimeFormat>();
const formatterOf = (timeZone: string) => {
  let f = formatters.get(timeZone);
  if (!f) formatters.set(timeZone, (f = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })));
  return f;
};

/** Today's date (YYYY-MM-DD) in the business time zone: what "today" means for every rule. */
export const businessToday = (deps: { clock: { now(): Date }; config: Pick<Config, 'APP_TIMEZONE'> }) => localParts(deps.clock.now(), deps.config.APP_TIMEZONE).date;

// The last answer per time zone, by the minute it is of: every request asks for the same minute
// several times (the maintenance gate, today, the check-in card), and formatToParts is dear.
// Offsets change on whole minutes, so one minute has one local date and time.
const lastParts = new Map<string, { minute: number; parts: { date: string; time: string } }>();

/** Local calendar date and HH:mm of an instant in the business time zone. */
export function localParts(now: Date, timeZone: string): { date: string; time: string } {
  const minute = Math.floor(now.getTime() / 60_000);
  const last = lastParts.get(timeZone);
  if (last?.minute === minute) return { ...last.parts };
  const f = formatterOf(timeZone);
  const p = Object.fromEntries(f.formatToParts(now).map((x) => [x.type, x.value]));
  const parts = { date: `${p.year}-${p.month}-${p.day}`, time: `${p.hour}:${p.minute}` };
  lastParts.set(timeZone, { minute, parts });
  return { ...parts };
}

/**
 * SPEC.md section 1: the system closes on fixed days from 01:00 to 24:00. Times compare as text
 * because both are zero-padded HH:mm and '24:00' sorts after every real minute of the day.
 */
export function maintenanceState(config: Config, now: Date): MaintenanceState {
  const { date, time } = localParts(now, config.APP_TIMEZONE);
  const days = (config.MAINTENANCE_DATES ?? '').split(',').filter(Boolean).sort();
  const from = config.MAINTENANCE_FROM;
  const to = config.MAINTENANCE_TO;
  const closed = days.includes(date) && time >= from && time < to;
  const next = days.find((d) => d > date || (d === date && time < to)) ?? null;
  return { closed, date: next, from, to, timezone: config.APP_TIMEZONE, contactUrl: config.CONTACT_CHAT_URL ?? null };
}
