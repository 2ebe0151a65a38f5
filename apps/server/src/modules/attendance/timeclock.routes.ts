import { z } from 'zod';
import { ZUuid } from '@hr/domain';
import { PUNCH_KINDS } from '@hr/domain/attendance/punch';
import {
  MAPPING_SOURCES, TIMECLOCK_COLUMNS, TIMECLOCK_FORMATS, ZTimeclockBatches, ZTimeclockImport, ZTimeclockPreview, ZTimeclockRollback,
  type TimeclockBatch, type TimeclockRollbackResult, type TimeclockCounts, type TimeclockMapping, type TimeclockPreview, type TimeclockResult,
} from '@hr/domain/attendance/timeclock';
import { actorOf } from '../../platform/context';
import { replies } from '../../platform/envelope';
import { ok } from '../../platform/reply';
import { routes } from '../../platform/routes';
import { listClockBatches, rollbackClockBatch } from './punch-void.service';
import { readClockUpload } from './timeclock-file';
import { importClockFile, previewClockFile, TIMECLOCK_OBJECT, uploadClockFile } from './timeclock.service';

const tags = ['Attendance'];
/** HR's import page: everyone's punches of the chosen company. */
const HR = { permission: TIMECLOCK_OBJECT, scope: 'hr' as const };

const col = z.number().int().nullable();
const ZMapping = z.object({
  hasHeader: z.boolean(), idColumn: z.number().int(), dateTimeColumn: col, dateColumn: col, timeColumn: col, stateColumn: col, dayFirst: z.boolean(), matchByNumber: z.boolean(),
}) satisfies z.ZodType<TimeclockMapping>;
const ZCounts = z.object({
  lines: z.number().int(), punches: z.number().int(), new: z.number().int(), duplicates: z.number().int(), unknownLines: z.number().int(),
  unknownIdCount: z.number().int(), badLines: z.number().int(), employees: z.number().int(), from: z.string().nullable(), to: z.string().nullable(),
}) satisfies z.ZodType<TimeclockCounts>;
const ZPreview = z.object({
  fileId: z.string(), fileName: z.string(), firstRow: z.array(z.string()), sample: z.array(z.array(z.string())),
  mapping: ZMapping.nullable(), mappingSource: z.enum(MAPPING_SOURCES), format: z.enum(TIMECLOCK_FORMATS).nullable(), counts: ZCounts.nullable(),
  matched: z.array(z.object({
    employeeId: z.string(), code: z.string(), name: z.string(), fileIds: z.array(z.string()), punches: z.number().int(), new: z.number().int(),
  })),
  unknownIds: z.array(z.object({ id: z.string(), lines: z.number().int(), lineNumbers: z.array(z.number().int()) })),
  problems: z.array(z.object({
    line: z.number().int(), field: z.enum(TIMECLOCK_COLUMNS), column: z.string(), value: z.string(),
    code: z.enum(['required', 'dateTime', 'date', 'time', 'state', 'future']), text: z.string(),
  })),
}) satisfies z.ZodType<TimeclockPreview>;
const ZResult = z.object({ batchId: z.string(), counts: ZCounts }) satisfies z.ZodType<TimeclockResult>;
const ZBatch = z.object({
  id: z.string(), fileName: z.string(), punches: z.number().int(), createdAt: z.string(), createdBy: z.string().nullable(),
  rolledBack: z.object({ at: z.string(), by: z.string().nullable(), reason: z.string() }).nullable(),
}) satisfies z.ZodType<TimeclockBatch>;
const ZRollbackResult = z.object({ batchId: z.string(), voided: z.number().int() }) satisfies z.ZodType<TimeclockRollbackResult>;

/** The states the import reads, for the documentation: the kinds they become. */
const KINDS = PUNCH_KINDS.join(', ');

/**
 * Time-clock import (issue 16 point 2): HR uploads a fingerprint or face scanner's export, checks
 * the column mapping and a preview of what would be written, then imports. Three calls: the upload
 * stores the file and answers its columns with the mapping it would be read with; the preview
 * reads it again with a chosen mapping; the import writes.
 */
export const timeclockRoutes = routes((app, deps) => {
  app.post('/api/1.0/upload/timeclock', {
    schema: {
      tags, consumes: ['multipart/form-data'], querystring: z.strictObject({ companyId: ZUuid }), response: replies(ZPreview),
      summary: 'Upload a time clock\'s export (one file: CSV, tab- or semicolon-separated text, or XLSX, checked by content; at most 10MB) for the company\'s employees. '
        + 'Stores it and answers its first row and lines with the mapping it would be read with: the company\'s remembered one when the file has its columns, else one detected from the headers '
        + '(ZKTeco GLog and attlog, Hikvision, Suprema BioStar, plain id,datetime: the enrolment number, never a row number) or from the values; with a mapping, the preview\'s counts, '
        + 'the matched employees with their punches and the unknown ids with their lines too. An id matches an employee code; by the number a code ends in only with matchByNumber. Writes no punch',
    },
    config: { access: HR },
  }, async (req) => {
    const file = await readClockUpload(req);
    return ok(req, await uploadClockFile(deps, file, req.query.companyId, actorOf(req)));
  });

  app.post('/api/1.0/preview/timeclock', {
    schema: {
      tags, body: ZTimeclockPreview, response: replies(ZPreview),
      summary: 'What importing an uploaded file would write, writing nothing: lines, punches, new ones, duplicates (recorded by an earlier import or twice in the file), '
        + 'unknown ids with how many lines each, and the bad lines named by line and column in the reader\'s language (the first 200 of each; the counts are whole). '
        + 'Without a mapping, the company\'s remembered one or the detected one is used. Times are the business time zone\'s wall clock; years above 2400 are Buddhist era',
    },
    config: { access: HR },
  }, async (req) => ok(req, await previewClockFile(deps, req.body, actorOf(req))));

  app.post('/api/1.0/import/timeclock', {
    schema: {
      tags, body: ZTimeclockImport, response: replies(ZResult),
      summary: `Import an uploaded file with the mapping: the new punches in one transaction (source device; kind from the state column (${KINDS}), else alternating in and out per employee and day by time; `
        + 'seq after the day\'s recorded punches). Duplicates, unknown ids and bad lines are skipped; an import of the same file again adds nothing. '
        + 'The mapping is remembered for the company; an audit row records the counts',
    },
    config: { access: HR },
  }, async (req) => ok(req, await importClockFile(deps, req.body, actorOf(req))));

  app.post('/api/1.0/search/timeclock/batches', {
    schema: {
      tags, body: ZTimeclockBatches, response: replies(z.array(ZBatch)),
      summary: 'The company\'s latest 20 imports, newest first: the file, the punches it wrote, who imported it and when, and, once rolled back, by whom, when and why',
    },
    config: { access: HR },
  }, async (req) => ok(req, await listClockBatches(deps, req.body.companyId, req.ctx.lang)));

  app.post('/api/1.0/rollback/timeclock', {
    schema: {
      tags, body: ZTimeclockRollback, response: replies(ZRollbackResult),
      summary: 'Roll an import back whole (issue 34): every punch it wrote that still stands is voided with the reason (kept, listed as voided; no status counts it), '
        + 'the batch marked rolled back; audited. A batch rolls back once (409140); unknown 404 (301007). Its file may then be imported again',
    },
    config: { access: HR },
  }, async (req) => ok(req, await rollbackClockBatch(deps, req.body, actorOf(req))));
});
