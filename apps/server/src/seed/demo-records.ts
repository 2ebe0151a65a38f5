import { thaiIdCheckDigit } from '@hr/domain/validators';
import { employees } from '@hr/db';
import { addDays } from '@hr/domain';

type NewEmployee = typeof employees.$inferInsert;
/** Ids of the base masters the demo's employment data refers to. */
export type EmploymentRefs = { permanentTypeId: string; probationTypeId: string; officeHoursId: string; dayShiftId: string; shiftPositionIds: Set<string> };

/** Thai probation is commonly 119 days (severance starts at 120 days' service, LPA s.118). */
const PROBATION_DAYS = 119;

/**
 * Gives every demo employee a joining date, an employment type, a status and a working time:
 * managers joined years ago, the rest spread over the last eight years with the newest still on
 * probation; operators and drivers work the day shift, everyone else office hours.
 * Deterministic (no random draws, so the demo's names stay the same).
 */
export function giveEmploymentData(staff: NewEmployee[], today: string, refs: EmploymentRefs): void {
  staff.forEach((e, i) => {
    // Employee n joined about n * 13 days before today (at most eight years back), the general manager longest ago.
    const joined = addDays(today, -(i === 0 ? 4000 : ((staff.length - i) * 13) % 2900 + 20));
    const onProbation = daysBetween(joined, today) <= PROBATION_DAYS;
    const shift = !!e.positionId && refs.shiftPositionIds.has(e.positionId);
    Object.assign(e, {
      joiningDate: joined,
      employmentStatus: onProbation ? 'probation' : 'permanent',
      probationPassDate: onProbation ? null : addDays(joined, PROBATION_DAYS),
      employmentTypeId: onProbation ? refs.probationTypeId : refs.permanentTypeId,
      workingTimeType: 'general',
      workingTimeId: shift ? refs.dayShiftId : refs.officeHoursId,
    } satisfies Partial<NewEmployee>);
  });
}
const daysBetween = (a: string, b: string) => Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000);

const CAMBODIAN = new Set(['Sophea', 'Dara', 'Vannak', 'Sreymom', 'Bopha', 'Rithy']);
const MYANMAR = new Set(['Aung', 'Thida', 'Kyaw', 'Hnin', 'Zaw', 'Moe']);


/**
 * Gives the demo's Cambodian and Myanmar workers (staff with those first names) their nationality,
 * a passport (Cambodians also the national id) and a two-year work permit, with expiry dates
 * spread from a few days ago to well over a year ahead of `today`, so the expiring-documents
 * report has something to show. Deterministic (no random draws: the demo's names stay the same).
 */
/**
 * Thai staff's citizen IDs (the social security upload and the withholding tax files are keyed by
 * them): valid check digits, unique across the demo's companies through the shared counter, in a
 * range (starting 5) the browser tests' own new IDs never use. Migrant workers keep their passports.
 */
export function giveThaiIds(staff: NewEmployee[], seq = { n: 0 }): void {
  for (const e of staff) {
    if (CAMBODIAN.has(e.firstNameEn!) || MYANMAR.has(e.firstNameEn!)) continue;
    const twelve = `5${String(++seq.n).padStart(11, '0')}`;
    e.citizenId = `${twelve}${thaiIdCheckDigit(twelve)}`;
  }
}

export function giveMigrantDocuments(staff: NewEmployee[], today: string, seq = { n: 0 }): void {
  for (const e of staff) {
    const cambodian = CAMBODIAN.has(e.firstNameEn!);
    if (!cambodian && !MYANMAR.has(e.firstNameEn!)) continue;
    const n = ++seq.n;
    // Expiry dates step 23 days apart over 480 days, starting 20 days in the past.
    const passportExpiry = addDays(today, ((n * 23) % 480) - 20);
    const permitExpiry = addDays(today, ((n * 41 + 200) % 480) - 20);
    Object.assign(e, {
      nationality: cambodian ? 'cambodian' : 'myanmar',
      passportNumber: cambodian ? `N${String(1_000_000 + n).padStart(7, '0')}` : `MA${String(100_000 + n).padStart(6, '0')}`,
      cambodianId: cambodian ? String(100_000_000 + n * 7) : null,
      documentExpiry: passportExpiry,
      workPermitNumber: `WP${String(n).padStart(8, '0')}`,
      // The SSO's number for SPS 1-10 (issue 35 point 9); every fifth still waits for it, so the file's check names them.
      ssoNumber: n % 5 === 0 ? null : String(9_100_000_000_000 + n),
      workPermitIssueDate: addDays(permitExpiry, -730),
      workPermitExpiryDate: permitExpiry,
    } satisfies Partial<NewEmployee>);
  }
}
