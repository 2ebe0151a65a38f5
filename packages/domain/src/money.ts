/**
 * Money (DESIGN.md section 5): numeric(14,2) text in the database, integer satang in TypeScript.
 * Amounts cross the API as baht numbers with at most two decimals; arithmetic is done in satang.
 */

/** The largest amount numeric(14,2) holds, in satang. */
export const MAX_SATANG = 99_999_999_999_999;

/** Baht as typed (1500.5) → satang (150050); rounding only absorbs binary noise. */
export const toSatang = (baht: number): number => Math.round(baht * 100);

/** True when a baht number has no more than two decimals (1500.55, not 1500.555). */
export const hasTwoDecimals = (baht: number): boolean => Math.abs(baht * 100 - Math.round(baht * 100)) < 1e-6;

/** Satang → the numeric(14,2) text the database stores ('1500.50'). */
export function satangToDecimal(satang: number): string {
  const abs = Math.abs(Math.trunc(satang));
  return `${satang < 0 ? '-' : ''}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** numeric(14,2) text ('1500.5', '1500.50', '-3') → satang, without going through a float. */
export function decimalToSatang(text: string): number {
  const m = /^(-)?(\d+)(?:\.(\d{1,2})\d*)?$/.exec(text.trim());
  if (!m) throw new Error(`not a decimal: ${text}`);
  const value = Number(m[2]) * 100 + Number((m[3] ?? '').padEnd(2, '0'));
  return m[1] ? -value : value;
}

/** Satang → baht for a JSON answer (the one division, done once at the edge). */
export const satangToBaht = (satang: number): number => satang / 100;
