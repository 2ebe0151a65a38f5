/**
 * The one error catalogue. Every answer the API gives that is not a plain success names one of
 * these entries; the client keys its behaviour on `code` (SPEC.md section 8) and shows `text`,
 * which the server localizes from the `key` (packages/i18n, namespace "errors").
 */
export const ERRORS = {
  OK: { code: 200000, http: 200, key: 'ok' },
  LOGIN_FAILED: { code: 200001, http: 400, key: 'loginFailed' },
  ACCOUNT_DISABLED: { code: 200003, http: 400, key: 'loginFailed' },
  RESET_TOKEN_INVALID: { code: 200004, http: 400, key: 'resetTokenInvalid' },
  SESSION_EXPIRED: { code: 200005, http: 401, key: 'sessionExpired' },
  CHECK_EMAIL: { code: 200006, http: 200, key: 'checkEmail' },
  NOT_FIRST_LOGIN: { code: 200007, http: 409, key: 'notFirstLogin' },
  /** SPEC section 8: the others were mailed; the answer lists who has no address. */
  MISSING_EMAIL: { code: 200008, http: 200, key: 'missingEmail' },
  MAIL_QUEUED: { code: 200009, http: 200, key: 'mailQueued' },
  NOTHING_TO_MAIL: { code: 200010, http: 200, key: 'nothingToMail' },
  /** Issue 21: the answer of an announcement's reminder (how many were reminded; none when everyone has read it). */
  ANNOUNCEMENT_REMINDED: { code: 200011, http: 200, key: 'announcementReminded' },
  ANNOUNCEMENT_ALL_READ: { code: 200012, http: 200, key: 'announcementAllRead' },
  RECORD_GONE: { code: 301007, http: 404, key: 'recordGone' },
  VALIDATION: { code: 400001, http: 400, key: 'validation' },
  BAD_REQUEST: { code: 400002, http: 400, key: 'badRequest' },
  FILE_TOO_LARGE: { code: 400010, http: 413, key: 'fileTooLarge' },
  FILE_TYPE: { code: 400011, http: 415, key: 'fileType' },
  FILE_COUNT: { code: 400012, http: 400, key: 'fileCount' },
  FILE_MISSING: { code: 400013, http: 400, key: 'fileMissing' },
  // Issue 13, uploads: an image whose header declares more pixels than IMAGE_MAX_PIXELS.
  IMAGE_TOO_MANY_PIXELS: { code: 400014, http: 413, key: 'imageTooManyPixels' },
  FORBIDDEN: { code: 403001, http: 403, key: 'forbidden' },
  NOT_FOUND: { code: 404001, http: 404, key: 'notFound' },
  FILE_NOT_FOUND: { code: 404002, http: 404, key: 'fileNotFound' },
  DUPLICATE: { code: 409001, http: 409, key: 'duplicate' },
  REFERENCED: { code: 409002, http: 409, key: 'referenced' },
  OUTING_ALREADY_CANCELLED: { code: 409010, http: 409, key: 'outingAlreadyCancelled' },
  OUTING_CANCELLED: { code: 409011, http: 409, key: 'outingCancelled' },
  OUTING_FINISHED: { code: 409012, http: 409, key: 'outingFinished' },
  OUTING_MAILED: { code: 409013, http: 409, key: 'outingMailed' },
  OUTING_NOT_CANCELLED: { code: 409014, http: 409, key: 'outingNotCancelled' },
  /** One sensitive-information change at a time: the employee waits for (or cancels) the pending one. */
  SENSITIVE_PENDING: { code: 409020, http: 409, key: 'sensitivePending' },
  /** The request was decided or cancelled meanwhile (by someone else, or in another tab). */
  SENSITIVE_NOT_PENDING: { code: 409021, http: 409, key: 'sensitiveNotPending' },
  /** SPEC section 8 "duplicate document replace confirmation": the client asks, then saves with replace. */
  DOCUMENT_EXISTS: { code: 409030, http: 409, key: 'documentExists' },
  /** An employee may change only the documents they filed themselves. */
  DOCUMENT_FILED_BY_HR: { code: 403010, http: 403, key: 'documentFiledByHr' },
  /** The salary is paid into the primary bank account: another is made primary before it is deleted. */
  PRIMARY_ACCOUNT_DELETE: { code: 409040, http: 409, key: 'primaryAccountDelete' },
  /** A pending sensitive-change request names the account as the new primary: it is decided first. */
  ACCOUNT_IN_PENDING_REQUEST: { code: 409041, http: 409, key: 'accountInPendingRequest' },
  /** The leave request was decided or cancelled meanwhile (by someone else, or in another tab). */
  LEAVE_NOT_PENDING: { code: 409050, http: 409, key: 'leaveNotPending' },
  /** Nobody approves or rejects their own leave (issue 6). */
  LEAVE_OWN_REQUEST: { code: 403020, http: 403, key: 'leaveOwnRequest' },
  /** Only a pending or approved request can be cancelled by HR; a rejected or cancelled one stays as it is. */
  LEAVE_NOT_CANCELLABLE: { code: 409051, http: 409, key: 'leaveNotCancellable' },
  /** Leave that has ended is history: HR corrects the balance with an audited adjustment instead of cancelling it (issue 14). */
  LEAVE_ALREADY_TAKEN: { code: 409052, http: 409, key: 'leaveAlreadyTaken' },
  /** An approval finds the balance no longer covers the request (HR took days away since it was filed; issue 14). */
  LEAVE_BALANCE_SHORT: { code: 409053, http: 409, key: 'leaveBalanceShort' },
  /** An approval finds the pregnancy's maternity days no longer cover the request (issue 14). */
  LEAVE_PREGNANCY_SHORT: { code: 409054, http: 409, key: 'leavePregnancyShort' },
  /** A new pregnancy is recorded only once the current one has maternity leave (issue 14), so an extra click cannot split one pregnancy's days. */
  LEAVE_PREGNANCY_UNUSED: { code: 409055, http: 409, key: 'leavePregnancyUnused' },
  // Issue 16 point 2, punches from the check-in card.
  /** The card the punch was pressed on was out of date (a punch made meanwhile in another tab or device): the answer's data is the card as it stands. */
  PUNCH_STALE: { code: 409060, http: 409, key: 'punchStale' },
  /** The employee's employment data says they do not record time. */
  ATTENDANCE_NOT_RECORDED: { code: 403040, http: 403, key: 'attendanceNotRecorded' },
  /** A supervisor or HR adding a punch to their own attendance: corrections are made by someone else. */
  ATTENDANCE_OWN_CORRECTION: { code: 403043, http: 403, key: 'attendanceOwnCorrection' },
  // Issue 16 point 2, the geofence (packages/domain/src/attendance/geofence.ts): refused punches record nothing.
  /** The punch's position is outside the company's fence and the company refuses such punches; data: { distance, radius, accuracy } in metres. */
  FENCE_OUTSIDE: { code: 403041, http: 403, key: 'fenceOutside' },
  /** The company has a fence, refuses punches without a position, and none was sent (location refused or unavailable). */
  FENCE_NO_POSITION: { code: 403042, http: 403, key: 'fenceNoPosition' },
  /** The position sent is too imprecise to place against the fence, and the company refuses punches without a usable position; data: { accuracy, maxAccuracy } in metres. */
  FENCE_IMPRECISE: { code: 403044, http: 403, key: 'fenceImprecise' },
  // Issue 16 point 2, time-clock import.
  /** The uploaded file holds no line to read (empty, or a header alone). */
  TIMECLOCK_EMPTY: { code: 400080, http: 400, key: 'timeclockEmpty' },
  /** The file is not one this company's HR uploaded for an import, or it is gone: upload it again. */
  TIMECLOCK_FILE_GONE: { code: 409080, http: 409, key: 'timeclockFileGone' },
  // Issue 16 point 1, work schedules.
  /** A roster change touches today or a past date: changes count from the next day (SPEC section 4); the fields say which. */
  ROSTER_FROM_TOMORROW: { code: 400070, http: 400, key: 'rosterFromTomorrow' },
  /** An uploaded roster has problems; each is listed with its row and column, and nothing was saved. */
  ROSTER_UPLOAD_INVALID: { code: 400071, http: 400, key: 'rosterUploadInvalid' },
  /** Every date of the shift change or trade has begun: it is history and stays. */
  SHIFT_CHANGE_PASSED: { code: 409070, http: 409, key: 'shiftChangePassed' },
  /** The shift change or trade was deleted meanwhile (by someone else, or in another tab). */
  SHIFT_CHANGE_DELETED: { code: 409071, http: 409, key: 'shiftChangeDeleted' },
  // Issue 13 point 1, separation of duties for roles (packages/domain/src/role-rules.ts), one code per rule.
  /** Nobody gives (or takes away) a role or an object id they do not hold themselves. */
  ROLE_NOT_HELD: { code: 403030, http: 403, key: 'roleNotHeld' },
  /** Nobody changes their own role, their own role's permissions or the role on their own record. */
  ROLE_OWN: { code: 403031, http: 403, key: 'roleOwn' },
  /** A role with administrator-only ids is given or edited only by a holder of action.role.assign. */
  ROLE_ASSIGN_REQUIRED: { code: 403032, http: 403, key: 'roleAssignRequired' },
  // Issue 17, the approval module (every request type) and overtime.
  /** The request was decided or cancelled meanwhile (by someone else, or in another tab). */
  APPROVAL_NOT_PENDING: { code: 409090, http: 409, key: 'approvalNotPending' },
  /** The request waits at a step that is not the caller's (an earlier step has not approved yet). */
  APPROVAL_NOT_YOUR_TURN: { code: 409091, http: 409, key: 'approvalNotYourTurn' },
  /** Nobody can approve the request: no supervisor on record and no HR. */
  APPROVAL_NO_APPROVER: { code: 409092, http: 409, key: 'approvalNoApprover' },
  /** A step has approved the request: it is no longer edited (cancel it and file again). */
  APPROVAL_ALREADY_STARTED: { code: 409093, http: 409, key: 'approvalAlreadyStarted' },
  /** Nobody decides their own request. */
  APPROVAL_OWN_REQUEST: { code: 403090, http: 403, key: 'approvalOwnRequest' },
  /** Issue 35 point 4: nobody changes the money of their own record (pay, bank account for pay, tax declaration, funds). */
  PAY_OWN_RECORD: { code: 403100, http: 403, key: 'payOwnRecord' },
  /** The requested time lies inside the shift: it is normal work, not overtime. */
  OVERTIME_INSIDE_SHIFT: { code: 400090, http: 400, key: 'overtimeInsideShift' },
  /** Past the weekly cap of 36 hours where the company refuses it (Ministerial Regulation No. 3). */
  OVERTIME_WEEKLY_CAP: { code: 409094, http: 409, key: 'overtimeWeeklyCap' },
  /** Another pending or approved request of the caller covers part of the same time. */
  OVERTIME_OVERLAP: { code: 409095, http: 409, key: 'overtimeOverlap' },
  /** Issue 19: the salary period is no longer a draft: its lines and facts no longer change. */
  PAYROLL_PERIOD_NOT_DRAFT: { code: 409100, http: 409, key: 'payrollPeriodNotDraft' },
  /** The salary period is being computed (by someone else, or in another tab). */
  PAYROLL_PERIOD_BUSY: { code: 409101, http: 409, key: 'payrollPeriodBusy' },
  /** The period is not in the state the action moves it from (closed, sent or paid meanwhile). */
  PAYROLL_PERIOD_STATE: { code: 409102, http: 409, key: 'payrollPeriodState' },
  /** A salary dated in months already closed (or paid): saved only when HR confirms, with the difference offered as retroactive pay (issue 35 point 6). */
  SALARY_RETROACTIVE: { code: 409220, http: 409, key: 'salaryRetroactive' },
  /** A period is closed only after it has been computed. */
  PAYROLL_PERIOD_NOT_COMPUTED: { code: 409103, http: 409, key: 'payrollPeriodNotComputed' },
  /** Issue 35 point 1: a draft whose inputs changed since its compute is recomputed before it closes. */
  PAYROLL_PERIOD_STALE: { code: 409180, http: 409, key: 'payrollPeriodStale' },
  /** A fund or loan account with a ledger is not deleted (its history would go): it is ended instead. */
  PAYROLL_FUND_HAS_LEDGER: { code: 409104, http: 409, key: 'payrollFundHasLedger' },
  /** A fund account's employee or principal cannot change once its ledger has entries: record an entry instead. */
  PAYROLL_FUND_TERMS_LOCKED: { code: 409105, http: 409, key: 'payrollFundTermsLocked' },
  /** Issue 20: payslips, bank files and filings come from a closed period only (a draft's lines still change). */
  PAYROLL_PAYSLIP_NOT_CLOSED: { code: 409106, http: 409, key: 'payrollPayslipNotClosed' },
  /** A bank or government file with nothing that can be written (the check lists why). */
  PAYROLL_FILE_EMPTY: { code: 409107, http: 409, key: 'payrollFileEmpty' },
  /** A payroll import with bad cells: every one is listed (row and column), nothing is saved. */
  PAYROLL_IMPORT_INVALID: { code: 400100, http: 400, key: 'payrollImportInvalid' },
  /** Issue 21: posting to one's own department needs a department on one's record. */
  ANNOUNCEMENT_NO_DEPARTMENT: { code: 409120, http: 409, key: 'announcementNoDepartment' },
  /** An uploaded file an announcement uses is removed by saving the announcement without it, not by deleting the upload. */
  ANNOUNCEMENT_FILE_IN_USE: { code: 409121, http: 409, key: 'announcementFileInUse' },
  /** A reminder goes only while the announcement is shown (not before its start, not after its end). */
  ANNOUNCEMENT_NOT_SHOWING: { code: 409122, http: 409, key: 'announcementNotShowing' },
  /** Issue 21: a warning letter changes (or is sent) only while it is a draft; once sent it is cancelled and written again. */
  WARNING_NOT_DRAFT: { code: 409130, http: 409, key: 'warningNotDraft' },
  WARNING_ALREADY_CANCELLED: { code: 409131, http: 409, key: 'warningAlreadyCancelled' },
  WARNING_ALREADY_ACKNOWLEDGED: { code: 409132, http: 409, key: 'warningAlreadyAcknowledged' },
  /** Acknowledging signs with the e-signature of one's record: there is none yet. */
  WARNING_NO_SIGNATURE: { code: 409133, http: 409, key: 'warningNoSignature' },
  /** A person decides at most one step of a request: this one decided an earlier step (issue 34 point 9). */
  APPROVAL_DECIDED_EARLIER_STEP: { code: 409170, http: 409, key: 'approvalDecidedEarlierStep' },
  /** Issue 34 point 1: a time-clock import is rolled back once; a punch is voided once. */
  TIMECLOCK_BATCH_ROLLED_BACK: { code: 409140, http: 409, key: 'timeclockBatchRolledBack' },
  PUNCH_ALREADY_VOIDED: { code: 409141, http: 409, key: 'punchAlreadyVoided' },
  /** Issue 34: an Idempotency-Key sent again with another request (another body or call): the form makes a new key per submission. */
  IDEMPOTENCY_KEY_REUSED: { code: 409160, http: 409, key: 'idempotencyKeyReused' },
  /** Issue 34: approving would put a member at home and on site at once (the other kind was approved meanwhile). */
  ONSITE_CLASH: { code: 409161, http: 409, key: 'onSiteClash' },
  /** Issue 35: a spreadsheet has more rows or columns (by the cells it has) than an import takes; the answer names the file. */
  SPREADSHEET_TOO_MANY_ROWS: { code: 400190, http: 400, key: 'spreadsheetTooManyRows' },
  SPREADSHEET_TOO_MANY_COLUMNS: { code: 400191, http: 400, key: 'spreadsheetTooManyColumns' },
  /** Issue 35: a JSON body nested deeper than BODY_MAX_DEPTH, refused before anything walks it. */
  BODY_TOO_DEEP: { code: 400192, http: 400, key: 'bodyTooDeep' },
  /** Issue 35: a compressed file (or one of its entries) inflates beyond the bytes or the ratio allowed: a zip bomb, stopped at the limit. */
  FILE_INFLATES_TOO_LARGE: { code: 413190, http: 413, key: 'fileInflatesTooLarge' },
  /** Issue 35: a spreadsheet whose reading went past its time or memory (in its own reader process), stopped there. */
  SPREADSHEET_TOO_HEAVY: { code: 413191, http: 413, key: 'spreadsheetTooHeavy' },
  RATE_LIMITED: { code: 429001, http: 429, key: 'rateLimited' },
  INTERNAL: { code: 500001, http: 500, key: 'internal' },
  MAINTENANCE: { code: 503, http: 503, key: 'maintenance' },
} as const satisfies Record<string, { code: number; http: number; key: string }>;

export type ErrorName = keyof typeof ERRORS;
export type ErrorEntry = (typeof ERRORS)[ErrorName];

/** The client-side meaning of the two dialog codes of SPEC.md section 8. */
export const CODE_LOGIN_AGAIN = ERRORS.SESSION_EXPIRED.code;
export const CODE_GO_BACK = ERRORS.RECORD_GONE.code;
export const CODE_MAINTENANCE = ERRORS.MAINTENANCE.code;

/** One field's failure in a validation answer: the path, a message key and the localized text. */
export type FieldError = { field: string; code: string; text: string };
