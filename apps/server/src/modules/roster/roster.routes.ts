import { z } from 'zod';
import { ZUuid } from '@hr/domain';
import {
  ROSTER_UPLOAD_MAX_BYTES, ZRosterExport, ZRosterHeaderQuery, ZRosterSearch, ZRosterSet, ZRosterUploadQuery, ZShiftChangeAndTrade, ZShiftHistorySearch,
  ZWorkingHourSearch, ZWorkingHourUpdate,
} from '@hr/domain/attendance/roster';
import { actorOf, userOf } from '../../platform/context';
import { replies } from '../../platform/envelope';
import { excelOptions, sendXlsx } from '../../platform/excel';
import { readOneUpload, readSpreadsheet } from '../../platform/files/spreadsheet-upload';
import { businessToday } from '../../platform/maintenance';
import { ok } from '../../platform/reply';
import { routes } from '../../platform/routes';
import { scheduleScope } from './roster-scope';
import { rosterWorkbook, uploadRoster } from './roster-upload.service';
import { rosterHeader, rosterPage, shiftHistory } from './roster-view.query';
import {
  ZChangeDeleted, ZChangeSaved, ZRosterHeader, ZRosterPage, ZRosterSetResult, ZRosterUploadResult, ZShiftHistoryPage, ZWorkingHourPage, ZWorkingHourSaved,
} from './roster.schemas';
import { deleteChange, saveChangeOrTrade, setRoster } from './roster.service';
import { searchWorkingHours, updateWorkingHour } from './working-hour.service';

const tags = ['Working schedule'];
/**
 * The month grid (/working-schedule) and shift changes (schedule-management): HR schedules
 * everyone, a supervisor their team (scope 'lead', narrowed in the services through
 * roster-scope.ts; the supervisor holds 'working-schedule', HR both pages), nobody else.
 */
const SCHEDULE = { permission: ['working-schedule', 'employment-management.schedule-management'], scope: 'lead' as const };
/** An employee's default working time is employment data: HR only (employee-working-management). */
const WORKING_HOURS = { permission: 'employment-management.employee-working-management', scope: 'hr' as const };

/** SPEC section 7 "Working time and shifts": the schedule calls. */
export const rosterRoutes = routes((app, deps) => {
  const today = () => businessToday(deps);

  app.post('/api/1.0/get/employeeWorkingTime/header', {
    schema: { tags, body: ZRosterHeaderQuery, response: replies(ZRosterHeader),
      summary: 'The month grid\'s header: each date of the month with its weekday and holiday name, the first date a change may touch (tomorrow), the day-off mark and every working time of the master (prefix, name, day type, times)' },
    config: { access: SCHEDULE },
  }, async (req) => ok(req, await rosterHeader(deps.db, req.body.month, today(), req.ctx.lang)));

  app.post('/api/1.0/search/employeeWorkingTime', {
    schema: { tags, body: ZRosterSearch, response: replies(ZRosterPage),
      summary: 'A page of the month grid: active employees in the caller\'s scope (HR everyone, a supervisor their team) by keyword, company and department, each with every day\'s schedule: the roster entry, else the default working time on a working day; holidays and days off marked' },
    config: { access: SCHEDULE },
  }, async (req) => ok(req, await rosterPage(deps.db, req.body, scheduleScope(userOf(req)), req.ctx.lang)));

  app.post('/api/1.0/save/employeeWorkingTime', {
    schema: { tags, body: ZRosterSet, response: replies(ZRosterSetResult),
      summary: 'Sets one cell or a range (employees × dates, from tomorrow on) to a working time (mode shift), a day off (dayOff) or back to the default (default). A date before tomorrow answers 400070 naming the field; an employee outside the caller\'s scope 301007' },
    config: { access: SCHEDULE },
  }, async (req) => ok(req, await setRoster(deps, userOf(req), req.body, actorOf(req))));

  app.post('/api/1.0/save/workingShift/changeAndTrade', {
    schema: { tags, body: ZShiftChangeAndTrade, response: replies(ZChangeSaved),
      summary: 'A shift change (kind change: the employee, the new shift, dates, reason) or a shift trade (kind trade: two employees swap their schedules on the dates, with a reason), from tomorrow on; kept as history' },
    config: { access: SCHEDULE },
  }, async (req) => ok(req, await saveChangeOrTrade(deps, userOf(req), req.body, actorOf(req))));

  app.post('/api/1.0/search/workingShift/history', {
    schema: { tags, body: ZShiftHistorySearch, response: replies(ZShiftHistoryPage),
      summary: 'Shift changes and trades of the caller\'s scope, newest first, with who saved (and deleted) them; `deletable` while a date is still to come' },
    config: { access: SCHEDULE },
  }, async (req) => ok(req, await shiftHistory(deps.db, req.body, scheduleScope(userOf(req)), today(), req.ctx.lang)));

  app.post('/api/1.0/delete/workingShift/:id', {
    schema: { tags, params: z.strictObject({ id: ZUuid }), response: replies(ZChangeDeleted),
      summary: 'Deletes a shift change or trade: its roster entries from tomorrow on go (those dates are back to the default working time); dates already begun keep theirs. 409070 when every date has begun, 409071 when it was deleted already' },
    config: { access: SCHEDULE },
  }, async (req) => ok(req, await deleteChange(deps, userOf(req), req.params.id, actorOf(req))));

  app.post('/api/1.0/upload/workshift', {
    schema: { tags, consumes: ['multipart/form-data'], querystring: ZRosterUploadQuery, response: replies(ZRosterUploadResult),
      summary: 'Uploads the roster of a month (?month=YYYY-MM): one .xls, .xlsx or .csv file (by content) up to 3MB, shaped as the template. All or nothing: every bad row and column is listed (400071) in the reader\'s language' },
    config: { access: SCHEDULE },
  }, async (req) => {
    const file = await readOneUpload(req, ROSTER_UPLOAD_MAX_BYTES);
    const sheet = await readSpreadsheet(file.bytes, file.name);
    return ok(req, await uploadRoster(deps, userOf(req), req.query.month, sheet, file.name, actorOf(req)));
  });

  app.post('/api/1.0/upload/workshift/preview', {
    schema: { tags, consumes: ['multipart/form-data'], querystring: ZRosterUploadQuery, response: replies(ZRosterUploadResult),
      summary: 'What uploading this roster file would do, saving nothing: the cells it changes and the pending and approved overtime requests it re-prices (employee, date, before -> after in the reader\'s language). The same checks as the upload (400071)' },
    config: { access: SCHEDULE },
  }, async (req) => {
    const file = await readOneUpload(req, ROSTER_UPLOAD_MAX_BYTES);
    const sheet = await readSpreadsheet(file.bytes, file.name);
    return ok(req, await uploadRoster(deps, userOf(req), req.query.month, sheet, file.name, actorOf(req), true));
  });

  app.post('/api/1.0/download/excel/workshift', {
    schema: { tags, body: ZRosterExport, summary: 'The month grid as an Excel workbook (the grid\'s filters, no paging), in the upload\'s own words, with a sheet naming the prefixes' },
    config: { access: SCHEDULE },
  }, async (req, reply) => sendXlsx(reply, `roster-${req.body.month}.xlsx`, await rosterWorkbook(deps.db, userOf(req), req.body, excelOptions(req, deps.config))));

  app.post('/api/1.0/download/excel/workshift/template', {
    schema: { tags, body: ZRosterExport, summary: 'The upload template of a month: employee id, name and a column per day filled with the schedule as it stands; edit the cells and upload it' },
    config: { access: SCHEDULE },
  }, async (req, reply) => sendXlsx(reply, `roster-template-${req.body.month}.xlsx`, await rosterWorkbook(deps.db, userOf(req), req.body, excelOptions(req, deps.config))));

  app.post('/api/1.0/search/employeeWorkingHour', {
    schema: { tags, body: ZWorkingHourSearch, response: replies(ZWorkingHourPage),
      summary: 'Employees with the default working time they have today and the one saved to take over tomorrow, by keyword, company, department, working-time type and working time (HR)' },
    config: { access: WORKING_HOURS },
  }, async (req) => ok(req, await searchWorkingHours(deps.db, req.body, today(), req.ctx.lang)));

  app.post('/api/1.0/update/employeeWorkingHour', {
    schema: { tags, body: ZWorkingHourUpdate, response: replies(ZWorkingHourSaved),
      summary: 'Changes an employee\'s default working time (general or shift, and the working time) from tomorrow on (SPEC section 4); today and the past keep the one they had (HR)' },
    config: { access: WORKING_HOURS },
  }, async (req) => ok(req, await updateWorkingHour(deps, req.body, actorOf(req))));
});
