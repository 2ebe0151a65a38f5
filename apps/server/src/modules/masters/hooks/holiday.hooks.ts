import { recountLeaveForHoliday, type HolidayState } from '../../leave/leave-recount.service';
import { repriceOvertime } from '../../overtime/overtime-reprice.service';
import type { MasterHooks, MasterRow } from './hooks';

const holidayOf = (row: MasterRow | null): HolidayState | null => (row
  // The day observed: a substitute day moves the holiday for leave as for attendance (issue 34 point 5).
  ? { id: String(row.id), date: String(row.substituteDate ?? row.date), nameEn: String(row.nameEn), nameTh: String(row.nameTh), active: Boolean(row.active) }
  : null);

/**
 * A holiday added, moved, switched off or deleted changes the day count of the leave around it:
 * the pending and approved requests it touches are recounted in the same transaction (issue 14
 * point 4a), so no balance keeps charging a day that has become a holiday.
 */
export const holidayHooks: MasterHooks = {
  async afterWrite(db, { before, after }, caller) {
    await recountLeaveForHoliday(db, { before: holidayOf(before), after: holidayOf(after) }, caller);
    // Overtime on a date that became (or stopped being) a holiday changes kind and multiplier (issue 34 point 3).
    const dates = [...new Set([before, after].filter((r): r is MasterRow => !!r).map((r) => String(r.date)))];
    await repriceOvertime(db, { employeeIds: null, dates }, 'holiday', caller);
  },
};
