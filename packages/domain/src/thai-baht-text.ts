/*
 * An amount in Thai words, as cheques, payslips and the 50 Tawi certificate print it
 * ("หนึ่งหมื่นสองพันบาทถ้วน", "สิบเอ็ดบาทห้าสิบสตางค์"). The rules of spoken Thai numbers:
 * a one in the units place after a higher digit is เอ็ด (11 สิบเอ็ด, 101 หนึ่งร้อยเอ็ด), a one in the
 * tens place is plain สิบ (not หนึ่งสิบ), a two there is ยี่สิบ; past six digits the millions repeat
 * (ล้าน), so 1,000,000,000,000 is หนึ่งล้านล้าน.
 */

const DIGITS = ['ศูนย์', 'หนึ่ง', 'สอง', 'สาม', 'สี่', 'ห้า', 'หก', 'เจ็ด', 'แปด', 'เก้า'];
const PLACES = ['', 'สิบ', 'ร้อย', 'พัน', 'หมื่น', 'แสน'];

/** Up to six digits (0-999,999) in words; '' for 0. `lead` says a higher group comes before (a lone 1 is then เอ็ด). */
function group(n: number, lead: boolean): string {
  const digits = String(n).split('').map(Number).reverse();
  let out = '';
  for (let place = digits.length - 1; place >= 0; place -= 1) {
    const d = digits[place]!;
    if (d === 0) continue;
    if (place === 0) out += d === 1 && (lead || n > 9) ? 'เอ็ด' : DIGITS[d];
    else if (place === 1) out += (d === 1 ? '' : d === 2 ? 'ยี่' : DIGITS[d]!) + PLACES[1];
    else out += DIGITS[d]! + PLACES[place];
  }
  return out;
}

/** A whole number in Thai words ('ศูนย์' for 0): six digits at a time, each higher six followed by ล้าน. */
export function thaiNumberText(n: number): string {
  if (!Number.isSafeInteger(n) || n < 0) throw new Error(`not a whole number: ${n}`);
  if (n === 0) return DIGITS[0]!;
  const words = (v: number, lead: boolean): string =>
    (v < 1_000_000 ? group(v, lead) : `${words(Math.floor(v / 1_000_000), lead)}ล้าน${group(v % 1_000_000, true)}`);
  return words(n, false);
}

/** Satang as Thai baht in words: "…บาทถ้วน" without satang, "…บาท…สตางค์" with them; a negative amount is ลบ…. */
export function thaiBahtText(satang: number): string {
  if (!Number.isSafeInteger(satang)) throw new Error(`not satang: ${satang}`);
  const sign = satang < 0 ? 'ลบ' : '';
  const abs = Math.abs(satang);
  const baht = Math.floor(abs / 100);
  const st = abs % 100;
  if (baht === 0 && st > 0) return `${sign}${thaiNumberText(st)}สตางค์`;
  return `${sign}${thaiNumberText(baht)}บาท${st ? `${thaiNumberText(st)}สตางค์` : 'ถ้วน'}`;
}
