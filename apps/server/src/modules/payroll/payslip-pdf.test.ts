import { describe, expect, it } from 'vitest';
import { computeLine } from '@hr/domain/payroll/line';
import { inForce } from '@hr/domain/payroll/rates';
import { ratesOn, SS_RATES } from '@hr/domain/payroll/test-rates';
import { lineFacts } from '@hr/domain/payroll/test-facts';
import type { Lang } from '@hr/domain';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { t } from '../../platform/i18n';
import { pdfText } from '../../test/pdf-text';
import { payslipPdf } from './payslip.pdf';
import type { PayslipEmployee, PayslipPeriod } from './payslip.query';

/* One payslip drawn without a database: what the page says in each language (issue 35 point 10). */
const period: PayslipPeriod = {
  id: 'p', month: '2026-10', periodStart: '2026-10-01', periodEnd: '2026-10-31', payDate: '2026-10-30', status: 'closed', staffKind: 'monthly',
  company: { id: 'c', code: 'T01', names: { en: 'Test Co., Ltd.', th: 'บริษัท ทดสอบ จำกัด', km: 'ក្រុមហ៊ុន តេស្ត', my: 'စမ်းသပ် ကုမ္ပဏီ' }, taxId: '0105558123456', address: '1 Road, Bangkok', logoKey: null, watermarkKey: null },
};
const employee = (lang: Lang): PayslipEmployee => ({
  employeeId: 'e', code: 'MM001', lang, nameEn: 'Aung Aung', nameTh: 'อ่อง อ่อง', email: null, birthDate: null, department: null, position: null,
  bank: { abbreviation: 'KBANK', accountNumber: '1234567890' },
  working: computeLine(lineFacts({ baseSalarySatang: 1_800_000 }), ratesOn(inForce(SS_RATES, '2026-10-31')!)),
  ytd: { incomeSatang: 18_000_000, taxSatang: 0, socialSecuritySatang: 75_000, providentFundSatang: 0 },
});
const slipBytes = (lang: Lang) => payslipPdf(lang, period, employee(lang), new Map(), { logo: null, watermark: null });

describe('a payslip PDF', () => {
  it('in Burmese writes its figures in one kind of digit: the dates as the amounts (0-9), no Burmese digits beside them', async () => {
    const [text] = await pdfText(await slipBytes('my'));
    expect(text).toContain('18,000.00');
    expect(text).toContain('2026');
    expect(text).not.toMatch(/[\u1040-\u1049]/);
  });

  it('in Burmese the title stands clear of the month line below it (Noto Sans Myanmar descends 0.86 em, its marks ascend about 1 em)', async () => {
    const doc = await getDocument({ data: new Uint8Array(await slipBytes('my')), isEvalSupported: false, useSystemFonts: false, verbosity: 0 }).promise;
    const items = (await (await doc.getPage(1)).getTextContent()).items.flatMap((it) => ('str' in it ? [{ str: it.str, y: it.transform[5] as number }] : []));
    await doc.destroy();
    const baselineOf = (text: string) => items.find((it) => it.str.includes(text))!.y;
    const title = baselineOf(t('my', 'payslip:title'));
    const month = baselineOf('အောက်တိုဘာ');
    expect(title - month).toBeGreaterThanOrEqual(0.86 * 15 + 1.0 * 10);
  });
});
