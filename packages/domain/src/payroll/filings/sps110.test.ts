import { describe, expect, it } from 'vitest';
import { thaiIdCheckDigit } from '../../validators';
import { toCp874 } from '../cp874';
import { SPS110_DETAIL_LAYOUT, SPS110_HEADER_LAYOUT, SPS110_RECORD_BYTES, writeSps110, type Sps110Input, type Sps110Insured } from './sps110';

const decode = (bytes: Uint8Array): string => Array.from(bytes, (b) => String.fromCharCode(b >= 0xa1 ? b + 0x0d60 : b)).join('');
const records = (bytes: Uint8Array, eol = '\r\n'): string[] => decode(bytes).split(eol).filter((r) => r !== '');
const bytesOf = (record: string): number => toCp874(record).length;

/** A valid 13-digit citizen id from twelve digits. */
const withCheck = (twelve: string): string => twelve + thaiIdCheckDigit(twelve);

const somchai: Sps110Insured = {
  employeeCode: 'E001', citizenId: '1101700230708', title: 'mr', firstName: 'สมชาย', lastName: 'ใจดี',
  wageSatang: 2_000_000, clampedWageSatang: 1_750_000, contributionSatang: 87_500, employerContributionSatang: 87_500,
};
const somying: Sps110Insured = {
  employeeCode: 'E002', citizenId: '3100600123450', title: 'นางสาว', firstName: 'สมหญิง', lastName: 'รักดี',
  wageSatang: 1_000_000, clampedWageSatang: 1_000_000, contributionSatang: 50_000, employerContributionSatang: 50_000,
};
const input = (over: Partial<Sps110Input> = {}): Sps110Input => ({
  employer: { accountNumber: '1234567890', branch: '000000', name: 'บริษัท ตัวอย่าง จำกัด' },
  payDate: '2026-02-13', month: '2026-01', ratePercent: 5, insured: [somchai, somying], ...over,
});

describe('SPS 1-10 layout', () => {
  it('has header and detail fields adding up to 135 bytes each', () => {
    expect(SPS110_HEADER_LAYOUT.reduce((n, [, w]) => n + w, 0)).toBe(SPS110_RECORD_BYTES);
    expect(SPS110_DETAIL_LAYOUT.reduce((n, [, w]) => n + w, 0)).toBe(SPS110_RECORD_BYTES);
  });

  it('writes the example header and detail byte for byte', () => {
    const file = writeSps110(input());
    expect(file.problems).toEqual([]);
    expect(file.warnings).toEqual([]);
    // Written by hand from the layout: 1 | account 10 | branch 6 | pay date DDMMYY (BE 2569) |
    // period MMYY | name 45 (21 bytes + 24 blanks) | rate | headcount 6 | wages 15 | both sides 14 |
    // employees 12 | employer 12.
    const header = '1' + '1234567890' + '000000' + '130269' + '0169' + 'บริษัท ตัวอย่าง จำกัด' + ' '.repeat(24) + '0500'
      + '000002' + '000000002750000' + '00000000275000' + '000000137500' + '000000137500';
    // 2 | id 13 | title 003 | first name 30 (5 + 25) | last name 35 (4 + 31) | wage 14 | contribution 12 | 27 blanks.
    const detail1 = '2' + '1101700230708' + '003' + 'สมชาย' + ' '.repeat(25) + 'ใจดี' + ' '.repeat(31)
      + '00000001750000' + '000000087500' + ' '.repeat(27);
    const detail2 = '2' + '3100600123450' + '004' + 'สมหญิง' + ' '.repeat(24) + 'รักดี' + ' '.repeat(30)
      + '00000001000000' + '000000050000' + ' '.repeat(27);
    expect(bytesOf(header)).toBe(135);
    expect(bytesOf(detail1)).toBe(135);
    expect([...file.bytes]).toEqual([...toCp874(`${header}\r\n${detail1}\r\n${detail2}\r\n`)]);
    expect(file.count).toBe(2);
    expect(file.fileName).toBe('SPS1-10_1234567890_256901.txt');
  });

  it('makes every record exactly 135 bytes, Thai names and long names included', () => {
    const long = { ...somying, employeeCode: 'E003', citizenId: withCheck('110170023071'), firstName: 'ก'.repeat(40), lastName: 'ข'.repeat(50) };
    const file = writeSps110(input({ insured: [somchai, somying, long] }));
    const lines = records(file.bytes);
    expect(lines).toHaveLength(4);
    for (const line of lines) expect(bytesOf(line)).toBe(135);
    expect(file.bytes.length).toBe(4 * 137);
    expect(file.warnings).toEqual([
      { employeeCode: 'E003', field: 'firstName', key: 'validation.tooLong' },
      { employeeCode: 'E003', field: 'lastName', key: 'validation.tooLong' },
    ]);
  });

  it('puts the sums of the written details in the header, to the satang', () => {
    const odd = { ...somying, employeeCode: 'E004', citizenId: withCheck('123456789012'), wageSatang: 1_234_567, clampedWageSatang: 1_234_567, contributionSatang: 61_701, employerContributionSatang: 61_729 };
    const file = writeSps110(input({ insured: [somchai, somying, odd] }));
    expect(file.totals).toEqual({
      wageSatang: 1_750_000 + 1_000_000 + 1_234_567,
      employeeContributionSatang: 87_500 + 50_000 + 61_701,
      employerContributionSatang: 87_500 + 50_000 + 61_729,
      contributionSatang: 87_500 * 2 + 50_000 * 2 + 61_701 + 61_729,
    });
    const header = records(file.bytes)[0]!;
    const details = records(file.bytes).slice(1);
    const sum = (from: number, width: number) => details.reduce((n, d) => n + Number(d.slice(from, from + width)), 0);
    expect(Number(header.slice(76, 82))).toBe(3);
    expect(Number(header.slice(82, 97))).toBe(sum(82, 14));
    expect(Number(header.slice(111, 123))).toBe(sum(96, 12));
    expect(Number(header.slice(97, 111))).toBe(file.totals.contributionSatang);
    expect(Number(header.slice(123, 135))).toBe(file.totals.employerContributionSatang);
  });

  it('writes Buddhist-era dates: DDMMYY pay date and MMYY period', () => {
    const header = records(writeSps110(input({ payDate: '2025-12-31', month: '2025-12' })).bytes)[0]!;
    expect(header.slice(17, 23)).toBe('311268');
    expect(header.slice(23, 27)).toBe('1268');
  });

  it('lists a missing or bad citizen id as a problem and leaves the person out', () => {
    const bad = { ...somchai, employeeCode: 'E009', citizenId: '1101700230709' };
    const none = { ...somchai, employeeCode: 'E010', citizenId: null };
    const file = writeSps110(input({ insured: [bad, somying, none] }));
    expect(file.problems).toEqual([
      { employeeCode: 'E009', field: 'citizenId', key: 'validation.citizenId' },
      // Neither a Thai id nor the number the SSO issued (issue 35 point 9).
      { employeeCode: 'E010', field: 'ssoNumber', key: 'noInsuredNumber' },
    ]);
    expect(file.count).toBe(1);
    expect(records(file.bytes)).toHaveLength(2);
    expect(decode(file.bytes)).not.toContain('1101700230709');
    expect(file.totals.wageSatang).toBe(1_000_000);
    expect(records(file.bytes)[0]!.slice(76, 82)).toBe('000001');
  });

  it('lists an unknown title, and the employer fields that make the file unusable', () => {
    const file = writeSps110(input({ employer: { accountNumber: '12345', branch: 'HQ', name: ' ' }, ratePercent: 150, insured: [{ ...somchai, title: 'Dr' }] }));
    expect(file.problems).toEqual([
      { employeeCode: '', field: 'employer.accountNumber', key: 'validation.invalid' },
      { employeeCode: '', field: 'employer.branch', key: 'validation.invalid' },
      { employeeCode: '', field: 'employer.name', key: 'validation.required' },
      { employeeCode: '', field: 'ratePercent', key: 'validation.invalid' },
      { employeeCode: 'E001', field: 'title', key: 'validation.invalid' },
    ]);
    expect(bytesOf(records(file.bytes)[0]!)).toBe(135);
  });

  it('writes the clamped wage by default and the actual wage when set', () => {
    const clamped = records(writeSps110(input()).bytes);
    expect(clamped[1]!.slice(82, 96)).toBe('00000001750000');
    expect(clamped[0]!.slice(82, 97)).toBe('000000002750000');
    const actual = records(writeSps110(input(), { detailWage: 'actual' }).bytes);
    expect(actual[1]!.slice(82, 96)).toBe('00000002000000');
    expect(actual[0]!.slice(82, 97)).toBe('000000003000000');
    // Contributions are as given either way.
    expect(actual[1]!.slice(96, 108)).toBe('000000087500');
  });

  it('clamps the actual wage to the given bounds when no clamped wage is given', () => {
    const raw = [
      { ...somchai, clampedWageSatang: undefined, wageSatang: 3_000_000 },
      { ...somying, clampedWageSatang: undefined, wageSatang: 100_000 },
    ];
    const lines = records(writeSps110(input({ insured: raw, wageBoundsSatang: { floor: 165_000, ceiling: 1_750_000 } })).bytes);
    expect(lines[1]!.slice(82, 96)).toBe('00000001750000');
    expect(lines[2]!.slice(82, 96)).toBe('00000000165000');
    const byDefault = records(writeSps110(input({ insured: raw })).bytes);
    expect(byDefault[1]!.slice(82, 96)).toBe('00000001500000');
  });

  it('ends lines with CRLF by default, LF when set, and can leave the last line open', () => {
    const crlf = writeSps110(input()).bytes;
    expect(crlf.length).toBe(3 * 137);
    expect([...crlf.slice(135, 137)]).toEqual([0x0d, 0x0a]);
    const lf = writeSps110(input(), { lineEnding: 'lf' }).bytes;
    expect(lf.length).toBe(3 * 136);
    expect(lf[135]).toBe(0x0a);
    expect(decode(lf)).not.toContain('\r');
    const open = writeSps110(input(), { lineEnding: 'lf', trailingLineEnd: false }).bytes;
    expect(open.length).toBe(3 * 136 - 1);
    expect(open[open.length - 1]).toBe(0x20);
  });

  it('can use another title code table', () => {
    const lines = records(writeSps110(input(), { titleCodes: { mr: '001', mrs: '002', miss: '003' } }).bytes);
    expect(lines[1]!.slice(14, 17)).toBe('001');
    expect(lines[2]!.slice(14, 17)).toBe('003');
  });

  // How fast is the bench's to measure (bench/src/payslips.ts, the SPS 1-10 file of 10,000): a
  // wall-clock bound here failed whenever the machine was busy (110 ms against 100 in a CI run).
  it('writes 10,000 insured persons into one buffer', () => {
    const insured: Sps110Insured[] = Array.from({ length: 10_000 }, (_, i) => ({
      employeeCode: `E${i}`, citizenId: withCheck(String(110_000_000_000 + i)), title: i % 2 ? 'mrs' : 'mr',
      firstName: 'สมชาย', lastName: `ใจดี${i}`, wageSatang: 1_500_000 + i, clampedWageSatang: 1_500_000,
      contributionSatang: 75_000, employerContributionSatang: 75_000,
    }));
    const file = writeSps110(input({ insured }));
    expect(file.problems).toEqual([]);
    expect(file.count).toBe(10_000);
    expect(file.bytes.length).toBe(10_001 * 137);
    expect(file.totals).toEqual({
      wageSatang: 15_000_000_000, employeeContributionSatang: 750_000_000, employerContributionSatang: 750_000_000, contributionSatang: 1_500_000_000,
    });
    const header = records(file.bytes)[0]!;
    expect(header.slice(76, 82)).toBe('010000');
    expect(header.slice(82, 97)).toBe('000015000000000');
  });

  it('carries a migrant worker\'s SSO number where the Thai id is missing, and names whoever has neither (issue 35 point 9)', () => {
    // A Myanmar worker: no Thai id, the 13 digits the SSO issued (no check digit: 1234567890123 is not a valid Thai id).
    const ko = { ...somchai, employeeCode: 'E010', citizenId: null, ssoNumber: '1234-56789-0123', firstName: 'โก', lastName: 'อ่อง' };
    const noNumber = { ...somying, employeeCode: 'E011', citizenId: '', ssoNumber: null };
    const badNumber = { ...somying, employeeCode: 'E012', citizenId: null, ssoNumber: '12345' };
    // Both: the Thai id is the one the SSO knows.
    const both = { ...somying, employeeCode: 'E013', citizenId: withCheck('310060012346'), ssoNumber: '9999999999999' };
    const file = writeSps110(input({ insured: [ko, noNumber, badNumber, both] }));
    const lines = records(file.bytes);
    expect(lines).toHaveLength(3);
    expect(lines[1]!.slice(1, 14)).toBe('1234567890123');
    expect(lines[2]!.slice(1, 14)).toBe(withCheck('310060012346'));
    expect(file.count).toBe(2);
    expect(file.problems).toEqual([
      { employeeCode: 'E011', field: 'ssoNumber', key: 'noInsuredNumber' },
      { employeeCode: 'E012', field: 'ssoNumber', key: 'validation.ssoNumber' },
    ]);
    // The header counts and sums what was written.
    expect(lines[0]!.slice(76, 82)).toBe('000002');
  });
});
