import { z } from 'zod';
import { ZUuid } from '@hr/domain';
import { PUNCH_KINDS } from '@hr/domain/attendance/punch';
import {
  MAPPING_SOURCES, TIMECLOCK_COLUMNS, ZTimeclockImport, ZTimeclockPreview,
  type TimeclockCounts, type TimeclockMapping, type TimeclockPreview, type TimeclockResult,
} from '@hr/domain/attendance/timeclock';
import { actorOf } from '../../platform/context';
import { replies } from '../../platform/envelope';
import { ok } from '../../platform/reply';
import { routes } from '../../platform/routes';
import { readClockUpload } from './timeclock-file';
import { importClockFile, previewClockFile, TIMECLOCK_OBJECT, uploadClockFile } from './timeclock.service';

const tags = ['Attendance'];
/** HR's import page: everyone's punches of the chosen company. */
const HR = { permission: TIMECLOCK_OBJECT, scope: 'hr' as const };

const col = z.number().int().nullable();
const ZMapping = z.object({
  hasHeader: z.boolean(), idColumn: z.number().int(), dateTimeColumn: col, dateColumn: col, timeColumn: col, stateColumn: col, dayFirst: z.boolean(),
}) satisfies z.ZodType<TimeclockMapping>;
const ZCounts = z.object({
  lines: z.number().int(), punches: z.number().int(), new: z.number().int(), duplicates: z.number().int(), unknownLines: z.number().int(),
  unknownIdCount: z.number().int(), badLines: z.number().int(), employees: z.number().int(), from: z.string().nullable(), to: z.string().nullable(),
}) satisfies z.ZodType<TimeclockCounts>;
const ZPreview = z.object({
  fileId: z.string(), fileName: z.string(), firstRow: z.array(z.string()), sample: z.array(z.array(z.string())),
  mapping: ZMapping.nullable(), mappingSource: z.enum(MAPPING_SOURCES), counts: ZCounts.nullable(),
  unknownIds: z.array(z.object({ id: z.string(), lines: z.number().int() })),
  problems: z.array(z.object({
    line: z.number().int(), field: z.enum(TIMECLOCK_COLUMNS), column: z.string(), value: z.string(),
    code: z.enum(['required', 'dateTime', 'date', 'time', 'state', 'future']), text: z.string(),
  })),
}) satisfies z.ZodType<TimeclockPreview>;
const ZResult = z.object({ counts: ZCounts }) satisfies z.ZodType<TimeclockResult>;

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
        + 'Stores it and answers its first row and lines with the mapping it would be read with: the company\'s remembered one when the file has its columns, else one detected from ZKTeco-style headers '
        + '("AC-No.", "Name", "Time", "State"; "Date" and "Time") or from the values; with a mapping, the preview\'s counts too. Writes no punch',
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
});
