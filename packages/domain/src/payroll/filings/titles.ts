/*
 * A person's title as the statutory files want it. The employee record stores a choice
 * ('mr' | 'mrs' | 'ms', choices.ts), imports may carry the Thai word; both are accepted.
 */

export type FilingTitle = 'mr' | 'miss' | 'mrs';

const BY_INPUT: Record<string, FilingTitle> = {
  mr: 'mr', 'นาย': 'mr',
  // The product's choice list calls นางสาว 'ms'.
  miss: 'miss', ms: 'miss', 'นางสาว': 'miss', 'น.ส.': 'miss',
  mrs: 'mrs', 'นาง': 'mrs',
};

/** The title in one of the three forms the files know, or null when it is missing or another title. */
export function filingTitleOf(title: string | null | undefined): FilingTitle | null {
  if (!title) return null;
  return BY_INPUT[title] ?? BY_INPUT[title.trim().toLowerCase().replace(/\s+/g, '')] ?? null;
}

/** The Thai word printed on forms and in the Revenue Department's files. */
export const THAI_TITLE: Record<FilingTitle, string> = { mr: 'นาย', miss: 'นางสาว', mrs: 'นาง' };

/**
 * The Social Security Office's title codes in the SPS 1-10 detail record (THAI-RULES.md; the same
 * 003/004/005 in Prayasau/regodemo payroll_old/export/download/download_sso_textfile.php and in a
 * public C# writer `Jangna.Api.Exports.SsoFile`). One other public writer (`SpsBatchFormat`, marked
 * "verify on upload") uses 001/002/003, so the table can be overridden in the SPS 1-10 settings.
 */
export const SSO_TITLE_CODES: Record<FilingTitle, string> = { mr: '003', miss: '004', mrs: '005' };
