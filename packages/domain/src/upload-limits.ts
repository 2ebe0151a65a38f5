/*
 * Issue 35 points 12-14: what an uploaded file or a request body may hold, whatever it declares.
 * A spreadsheet is read by the cells it has, up to these rows and columns (stated in every import
 * template); a compressed file (.zip, .xlsx) is inflated only until it has produced these many
 * bytes, or grown this many times its compressed size; a JSON body is nested at most this deep.
 */

/** Rows of an import, the header row included: a company of 10,000+ people fits twice over. */
export const IMPORT_MAX_ROWS = 20_000;
/** Columns of an import: a month's roster is 2 + 31, a payroll import a handful. */
export const IMPORT_MAX_COLUMNS = 100;

/** What an .xlsx may inflate to, all its parts together: a full 20,000-row import is well under it. */
export const XLSX_MAX_INFLATED_BYTES = 64 * 1024 * 1024;
/**
 * How many times its compressed size an entry may grow. Sheet XML and PDFs stay far under it; a
 * bomb (a run of zeros inflates about 1,000 times) is stopped at it. Entries smaller than
 * INFLATE_RATIO_FLOOR are never refused by the ratio (a tiny part of a workbook can be all spaces).
 */
export const INFLATE_MAX_RATIO = 200;
export const INFLATE_RATIO_FLOOR = 1024 * 1024;
/** Entries in one zip: a month's payslips of a large company, with room to spare. */
export const ZIP_MAX_ENTRIES = 20_000;

/** How deep a JSON body may nest objects and arrays: the deepest body of the API is 4 levels. */
export const BODY_MAX_DEPTH = 32;
