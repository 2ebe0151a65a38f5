import { SELF_PUNCH_KINDS, type SelfPunchKind } from '@hr/domain/attendance/punch';

/*
 * The card's ticket (issue 16 "Figures": a check-in is one write). A card read says which punch
 * comes next (its kind) and how many punches today already has (its seq); both can change only by
 * a punch, which moves the seq, or by time: at midnight (a new date) and when yesterday's night
 * shift can no longer be reached (the card moves on to today). The ticket carries the date, seq,
 * kind and that instant back with the press, so the server can record it without reading the card
 * again: the insert itself checks that today still has `seq` punches (and that the employee still
 * records time and the company's fence is the one judged); anything else goes the long way, the
 * card read again.
 *
 * It is not signed: it only saves a read. What it claims that matters is checked in the insert; the
 * kind is the caller's own word about their own punch, as the button's label is (the status
 * calculator reads instants, not kinds).
 */

/** What a ticket holds. `until` is an epoch instant in ms. */
export type PunchTicket = { date: string; seq: number; kind: SelfPunchKind; until: number };

export const ticketOf = (t: PunchTicket): string => `1.${t.date}.${t.seq}.${t.kind}.${t.until}`;

/** The ticket a string holds, or null when it is not one (the press then goes the long way). */
export function readTicket(s: string | undefined): PunchTicket | null {
  const m = s ? /^1\.(\d{4}-\d{2}-\d{2})\.(\d{1,4})\.([a-zA-Z]+)\.(\d{1,15})$/.exec(s) : null;
  if (!m || !(SELF_PUNCH_KINDS as readonly string[]).includes(m[3]!)) return null;
  return { date: m[1]!, seq: Number(m[2]), kind: m[3] as SelfPunchKind, until: Number(m[4]) };
}
