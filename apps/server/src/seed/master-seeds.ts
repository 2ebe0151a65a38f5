import { sql } from 'drizzle-orm';
import { MASTER_TABLES, type Db } from '@hr/db';
import type { PgTable } from 'drizzle-orm/pg-core';
import { shiftHours } from '@hr/domain/masters/rules/working-time';
import { LOCAL_NAMES } from './master-names-local';

type Rows = Array<Record<string, unknown>>;

/** Thai banks with their Bank of Thailand clearing codes. */
const BANKS: Rows = [
  ['002', 'BBL', 'Bangkok Bank', 'ธนาคารกรุงเทพ'], ['004', 'KBANK', 'Kasikornbank', 'ธนาคารกสิกรไทย'], ['006', 'KTB', 'Krung Thai Bank', 'ธนาคารกรุงไทย'],
  ['011', 'TTB', 'TMBThanachart Bank', 'ธนาคารทหารไทยธนชาต'], ['014', 'SCB', 'Siam Commercial Bank', 'ธนาคารไทยพาณิชย์'], ['022', 'CIMBT', 'CIMB Thai Bank', 'ธนาคารซีไอเอ็มบี ไทย'],
  ['024', 'UOBT', 'United Overseas Bank (Thai)', 'ธนาคารยูโอบี'], ['025', 'BAY', 'Bank of Ayudhya (Krungsri)', 'ธนาคารกรุงศรีอยุธยา'], ['030', 'GSB', 'Government Savings Bank', 'ธนาคารออมสิน'],
  ['033', 'GHB', 'Government Housing Bank', 'ธนาคารอาคารสงเคราะห์'], ['034', 'BAAC', 'Bank for Agriculture and Agricultural Cooperatives', 'ธนาคารเพื่อการเกษตรและสหกรณ์การเกษตร'],
  ['066', 'ISBT', 'Islamic Bank of Thailand', 'ธนาคารอิสลามแห่งประเทศไทย'], ['067', 'TISCO', 'TISCO Bank', 'ธนาคารทิสโก้'], ['069', 'KKP', 'Kiatnakin Phatra Bank', 'ธนาคารเกียรตินาคินภัทร'],
  ['073', 'LHFG', 'Land and Houses Bank', 'ธนาคารแลนด์ แอนด์ เฮ้าส์'],
].map(([code, abbreviation, nameEn, nameTh]) => ({ code, abbreviation, nameEn, nameTh }));

const pairs = (list: Array<[string, string]>, extra: (i: number) => Record<string, unknown> = () => ({})): Rows =>
  list.map(([nameEn, nameTh], i) => ({ nameEn, nameTh, ...extra(i) }));

/**
 * The spec's six leave types with Labour Protection Act defaults (THAI-RULES.md "Leave"): sick
 * 30 paid days with a certificate from 3 days, unpaid beyond them (s.32, s.57); personal 3 paid
 * days (s.34); annual vacation 6 days after one year, pro-rated in the first year (s.30); maternity
 * 120 days per pregnancy for women, of which the employer pays 60 (LPA No.9 B.E. 2568), counted in
 * calendar days, holidays included; and the same amendment's 15 days of paternity leave for men.
 * Only vacation pro-rates for a joiner: the others are rights from the first day of work.
 * Ordination and unpaid leave are company policy, set to common practice.
 */
const LEAVE_TYPES: Rows = [
  { code: 'SICK', nameEn: 'Sick leave', nameTh: 'ลาป่วย', daysPerYear: 30, paidDaysPerYear: 30, advanceNoticeDays: 0, backDateDays: 7, requiresAttachment: false, attachmentFromDays: 3, unpaid: false, afterOneYear: false, calendarDays: false, proRated: false, unpaidBeyond: true, appliesTo: 'all', countedPer: 'year',
    description: 'Paid up to 30 working days a year. A medical certificate is required from 3 consecutive days (LPA s.32, s.57).' },
  { code: 'PERSONAL', nameEn: 'Personal leave', nameTh: 'ลากิจ', daysPerYear: 3, paidDaysPerYear: 3, advanceNoticeDays: 3, backDateDays: 0, requiresAttachment: false, attachmentFromDays: null, unpaid: false, afterOneYear: false, calendarDays: false, proRated: false, unpaidBeyond: false, appliesTo: 'all', countedPer: 'year',
    description: 'At least 3 paid days a year for necessary business (LPA s.34, s.57/1).' },
  { code: 'VACATION', nameEn: 'Annual vacation', nameTh: 'ลาพักร้อน', daysPerYear: 6, paidDaysPerYear: 6, advanceNoticeDays: 7, backDateDays: 0, requiresAttachment: false, attachmentFromDays: null, unpaid: false, afterOneYear: true, calendarDays: false, proRated: true, unpaidBeyond: false, appliesTo: 'all', countedPer: 'year',
    description: 'At least 6 working days a year after one year of service (LPA s.30).' },
  { code: 'ORDINATION', nameEn: 'Ordination leave', nameTh: 'ลาบวช', daysPerYear: 15, paidDaysPerYear: 15, advanceNoticeDays: 30, backDateDays: 0, requiresAttachment: true, attachmentFromDays: null, unpaid: false, afterOneYear: true, calendarDays: false, proRated: false, unpaidBeyond: false, appliesTo: 'all', countedPer: 'year',
    description: 'Company policy, not statutory: once, after one year of service, with the ordination certificate.' },
  { code: 'MATERNITY', nameEn: 'Maternity leave', nameTh: 'ลาคลอด', daysPerYear: 120, paidDaysPerYear: 60, advanceNoticeDays: 0, backDateDays: 30, requiresAttachment: true, attachmentFromDays: null, unpaid: false, afterOneYear: false, calendarDays: true, proRated: false, unpaidBeyond: false, appliesTo: 'women', countedPer: 'pregnancy',
    description: '120 days per pregnancy, holidays included; the employer pays 60 days (LPA No.9 B.E. 2568, from 7 Dec 2025).' },
  { code: 'PATERNITY', nameEn: 'Paternity leave', nameTh: 'ลาเพื่อช่วยเหลือภริยาที่คลอดบุตร', daysPerYear: 15, paidDaysPerYear: 15, advanceNoticeDays: 0, backDateDays: 30, requiresAttachment: true, attachmentFromDays: null, unpaid: false, afterOneYear: false, calendarDays: false, proRated: false, unpaidBeyond: false, appliesTo: 'men', countedPer: 'year',
    description: 'LPA No.9 B.E. 2568: 15 paid working days, taken within 90 days of the birth.' },
  { code: 'UNPAID', nameEn: 'Leave without pay', nameTh: 'ลาไม่รับค่าจ้าง', daysPerYear: 30, paidDaysPerYear: 0, advanceNoticeDays: 7, backDateDays: 0, requiresAttachment: false, attachmentFromDays: null, unpaid: true, afterOneYear: false, calendarDays: false, proRated: false, unpaidBeyond: false, appliesTo: 'all', countedPer: 'year',
    description: 'Company policy: leave without salary, approved by the supervisor.' },
];

/**
 * Thai public holidays of 2026 and 2027 for the private sector, with substitution days when a
 * holiday falls on a weekend (LPA s.29). Buddhist holidays follow the lunar calendar: HR checks
 * them against each year's Cabinet announcement and edits the rows.
 */
const HOLIDAYS: Rows = ([
  ['2026-01-01', "New Year's Day", 'วันขึ้นปีใหม่'], ['2026-03-03', 'Makha Bucha Day', 'วันมาฆบูชา'], ['2026-04-06', 'Chakri Memorial Day', 'วันจักรี'],
  ['2026-04-13', 'Songkran Festival', 'วันสงกรานต์'], ['2026-04-14', 'Songkran Festival (day 2)', 'วันสงกรานต์ (วันที่ 2)'], ['2026-04-15', 'Songkran Festival (day 3)', 'วันสงกรานต์ (วันที่ 3)'],
  ['2026-05-01', 'National Labour Day', 'วันแรงงานแห่งชาติ'], ['2026-05-04', 'Coronation Day', 'วันฉัตรมงคล'], ['2026-05-31', 'Visakha Bucha Day', 'วันวิสาขบูชา'],
  ['2026-06-01', 'Substitution for Visakha Bucha Day', 'วันหยุดชดเชยวันวิสาขบูชา'], ['2026-06-03', "H.M. Queen Suthida's Birthday", 'วันเฉลิมพระชนมพรรษาสมเด็จพระราชินี'],
  ['2026-07-28', "H.M. King's Birthday", 'วันเฉลิมพระชนมพรรษาพระบาทสมเด็จพระเจ้าอยู่หัว'], ['2026-07-29', 'Asarnha Bucha Day', 'วันอาสาฬหบูชา'],
  ['2026-08-12', "H.M. Queen Mother's Birthday and Mother's Day", 'วันเฉลิมพระชนมพรรษาสมเด็จพระบรมราชชนนีพันปีหลวง และวันแม่แห่งชาติ'],
  ['2026-10-13', 'King Bhumibol Memorial Day', 'วันนวมินทรมหาราช'], ['2026-10-23', 'Chulalongkorn Day', 'วันปิยมหาราช'],
  ['2026-12-05', "King Bhumibol's Birthday and Father's Day", 'วันคล้ายวันพระบรมราชสมภพ รัชกาลที่ 9 วันชาติ และวันพ่อแห่งชาติ'],
  ['2026-12-07', "Substitution for Father's Day", 'วันหยุดชดเชยวันพ่อแห่งชาติ'], ['2026-12-10', 'Constitution Day', 'วันรัฐธรรมนูญ'], ['2026-12-31', "New Year's Eve", 'วันสิ้นปี'],
  ['2027-01-01', "New Year's Day", 'วันขึ้นปีใหม่'], ['2027-02-20', 'Makha Bucha Day', 'วันมาฆบูชา'], ['2027-02-22', 'Substitution for Makha Bucha Day', 'วันหยุดชดเชยวันมาฆบูชา'],
  ['2027-04-06', 'Chakri Memorial Day', 'วันจักรี'], ['2027-04-13', 'Songkran Festival', 'วันสงกรานต์'], ['2027-04-14', 'Songkran Festival (day 2)', 'วันสงกรานต์ (วันที่ 2)'],
  ['2027-04-15', 'Songkran Festival (day 3)', 'วันสงกรานต์ (วันที่ 3)'], ['2027-05-01', 'National Labour Day', 'วันแรงงานแห่งชาติ'],
  ['2027-05-03', 'Substitution for National Labour Day', 'วันหยุดชดเชยวันแรงงานแห่งชาติ'], ['2027-05-04', 'Coronation Day', 'วันฉัตรมงคล'],
  ['2027-05-20', 'Visakha Bucha Day', 'วันวิสาขบูชา'], ['2027-06-03', "H.M. Queen Suthida's Birthday", 'วันเฉลิมพระชนมพรรษาสมเด็จพระราชินี'],
  ['2027-07-18', 'Asarnha Bucha Day', 'วันอาสาฬหบูชา'], ['2027-07-19', 'Substitution for Asarnha Bucha Day', 'วันหยุดชดเชยวันอาสาฬหบูชา'],
  ['2027-07-28', "H.M. King's Birthday", 'วันเฉลิมพระชนมพรรษาพระบาทสมเด็จพระเจ้าอยู่หัว'],
  ['2027-08-12', "H.M. Queen Mother's Birthday and Mother's Day", 'วันเฉลิมพระชนมพรรษาสมเด็จพระบรมราชชนนีพันปีหลวง และวันแม่แห่งชาติ'],
  ['2027-10-13', 'King Bhumibol Memorial Day', 'วันนวมินทรมหาราช'], ['2027-10-23', 'Chulalongkorn Day', 'วันปิยมหาราช'],
  ['2027-10-25', 'Substitution for Chulalongkorn Day', 'วันหยุดชดเชยวันปิยมหาราช'],
  ['2027-12-05', "King Bhumibol's Birthday and Father's Day", 'วันคล้ายวันพระบรมราชสมภพ รัชกาลที่ 9 วันชาติ และวันพ่อแห่งชาติ'],
  ['2027-12-06', "Substitution for Father's Day", 'วันหยุดชดเชยวันพ่อแห่งชาติ'], ['2027-12-10', 'Constitution Day', 'วันรัฐธรรมนูญ'], ['2027-12-31', "New Year's Eve", 'วันสิ้นปี'],
] as const).map(([date, nameEn, nameTh]) => ({ date, nameEn, nameTh }));

/** Common shifts; hours worked out by the same rule the API applies. */
const WORKING_TIMES: Rows = [
  { shiftPrefix: 'D08', nameEn: 'Day shift 08:00-17:00', nameTh: 'กะเช้า 08:00-17:00', dayType: 'workingDay', workStart: '08:00', workEnd: '17:00', breakStart: '12:00', breakEnd: '13:00', beforeWorkMinutes: 15, lateAllowanceMinutes: 15 },
  { shiftPrefix: 'O09', nameEn: 'Office hours 09:00-18:00', nameTh: 'เวลาทำงานสำนักงาน 09:00-18:00', dayType: 'workingDay', workStart: '09:00', workEnd: '18:00', breakStart: '12:00', breakEnd: '13:00', beforeWorkMinutes: 10, lateAllowanceMinutes: 15 },
  { shiftPrefix: 'N22', nameEn: 'Night shift 22:00-06:00', nameTh: 'กะดึก 22:00-06:00', dayType: 'workingDay', workStart: '22:00', workEnd: '06:00', breakStart: '02:00', breakEnd: '03:00', beforeWorkMinutes: 15, lateAllowanceMinutes: 15 },
  { shiftPrefix: 'OFF', nameEn: 'Day off', nameTh: 'วันหยุด', dayType: 'dayOff', workStart: null, workEnd: null, breakStart: null, breakEnd: null, beforeWorkMinutes: 0, lateAllowanceMinutes: 0 },
].map((r) => ({ ...r, ...shiftHours(r), effectiveFrom: '2026-01-01' }));

/** Section 33 social security: 5% a side, floor 1,650, the ceiling rising in steps (THAI-RULES.md). */
const SOCIAL_SECURITY: Rows = [['2025-01-01', 15_000], ['2026-01-01', 17_500], ['2029-01-01', 20_000], ['2032-01-01', 23_000]]
  .map(([effectiveFrom, wageCeiling]) => ({ effectiveFrom, wageCeiling, wageFloor: 1650, employeeRate: 5, employerRate: 5, note: 'Ministerial regulation, Social Security Act s.33' }));

/** The progressive personal income tax table on net annual income (Revenue Code, in force since tax year 2017). */
const TAX_RATES: Rows = [[0, 150_000, 0], [150_000, 300_000, 5], [300_000, 500_000, 10], [500_000, 750_000, 15], [750_000, 1_000_000, 20],
  [1_000_000, 2_000_000, 25], [2_000_000, 5_000_000, 30], [5_000_000, null, 35]]
  .map(([incomeFrom, incomeTo, ratePercent]) => ({ effectiveFrom: '2017-01-01', incomeFrom, incomeTo, ratePercent, note: 'rd.go.th/59670.html' }));

/** Common Thai payslip lines; codes are what payroll files and formulas refer to. */
const INCOME_DEDUCTIONS: Rows = ([
  ['OT', 'Overtime', 'ค่าล่วงเวลา', 'income', true, false, true], ['POSITION', 'Position allowance', 'ค่าตำแหน่ง', 'income', true, true, true],
  ['DILIGENCE', 'Diligence allowance', 'เบี้ยขยัน', 'income', true, false, true], ['SHIFT', 'Shift allowance', 'ค่ากะ', 'income', true, false, true],
  ['TRAVEL', 'Travel allowance', 'ค่าเดินทาง', 'income', true, true, true], ['BONUS', 'Bonus', 'โบนัส', 'income', true, false, true],
  ['COMMISSION', 'Commission', 'ค่าคอมมิชชั่น', 'income', true, false, true],
  ['SSO', 'Social security contribution', 'เงินสมทบประกันสังคม', 'deduction', false, false, true], ['WHT', 'Withholding tax', 'ภาษีหัก ณ ที่จ่าย', 'deduction', false, false, true],
  ['PVD', 'Provident fund', 'กองทุนสำรองเลี้ยงชีพ', 'deduction', false, false, true], ['SLF', 'Student loan (e-PaySLF)', 'เงินกู้ยืมเพื่อการศึกษา (กยศ.)', 'deduction', false, false, true],
  ['COOP', 'Cooperative shares', 'หุ้นสหกรณ์ออมทรัพย์', 'deduction', false, false, true], ['ABSENT', 'Absence deduction', 'หักขาดงาน', 'deduction', true, false, true],
  ['LATE', 'Late deduction', 'หักมาสาย', 'deduction', true, false, true], ['LED', 'Legal execution (garnishment)', 'หักอายัดเงินเดือน (กรมบังคับคดี)', 'deduction', false, false, true],
] as const).map(([code, nameEn, nameTh, kind, taxable, prorate, showInPayslip]) => ({ code, nameEn, nameTh, kind, taxable, prorate, showInPayslip }));

/** Allowances of the Revenue Code a person declares (THAI-RULES.md "Deductions"). */
const TAX_ALLOWANCES: Rows = ([
  ['EXPENSES', 'Employment expenses', 'ค่าใช้จ่ายเงินได้ประเภทที่ 1 (40(1))', null, 50, 100_000, 'Half of employment income, at most 100,000 (Revenue Code s.42 bis).'],
  ['PERSONAL', 'Personal allowance', 'ค่าลดหย่อนส่วนตัว', 60_000, null, null, 'Every taxpayer.'],
  ['SPOUSE', 'Spouse without income', 'คู่สมรสที่ไม่มีเงินได้', 60_000, null, null, 'A spouse with no income of their own.'],
  ['CHILD', 'Child', 'บุตร', 30_000, null, null, 'Each child.'],
  ['CHILD2018', 'Second or later child born 2018 or later', 'บุตรคนที่ 2 เป็นต้นไปที่เกิดตั้งแต่ปี 2561', 60_000, null, null, 'From the second child born in 2018 or later.'],
  ['PARENT', 'Parent', 'บิดามารดา', 30_000, null, null, 'Each parent aged 60 or more with income below 30,000 a year.'],
  ['SSO', 'Social security contributions', 'เงินสมทบกองทุนประกันสังคม', null, null, null, 'As actually paid in the year.'],
  ['PVD', 'Provident fund contributions', 'เงินสะสมกองทุนสำรองเลี้ยงชีพ', 10_000, 15, 490_000, 'Up to 10,000, the rest up to 15% of wages and 490,000; retirement savings together at most 500,000.'],
  ['LIFE', 'Life insurance premiums', 'เบี้ยประกันชีวิต', null, null, 100_000, 'Premiums of a policy of 10 years or more.'],
  ['HEALTH', 'Health insurance premiums', 'เบี้ยประกันสุขภาพ', null, null, 25_000, 'Together with life insurance at most 100,000.'],
] as const).map(([code, nameEn, nameTh, amount, sharePercent, capAmount, description]) => ({ code, nameEn, nameTh, amount, sharePercent, capAmount, description }));

/** Reference data every installation starts with. */
export const BASE_MASTER_ROWS: Record<string, Rows> = {
  bank: BANKS,
  employmentType: pairs([['Permanent', 'พนักงานประจำ'], ['Probation', 'ทดลองงาน'], ['Contract', 'พนักงานสัญญาจ้าง'], ['Daily', 'พนักงานรายวัน'], ['Part-time', 'พนักงานพาร์ทไทม์'], ['Intern', 'นักศึกษาฝึกงาน']],
    // Daily and part-time staff are paid by the day: their holiday work is 2x (LPA s.62).
    (i) => ({ payBasis: i === 3 || i === 4 ? 'daily' : 'monthly' })),
  documentFileType: pairs([['Citizen ID card', 'บัตรประจำตัวประชาชน'], ['House registration', 'ทะเบียนบ้าน'], ['Passport', 'หนังสือเดินทาง'], ['Work permit', 'ใบอนุญาตทำงาน'],
    ['Educational certificate', 'วุฒิการศึกษา'], ['Bank book', 'สมุดบัญชีธนาคาร'], ['Medical certificate', 'ใบรับรองแพทย์'], ['Employment contract', 'สัญญาจ้างงาน']]),
  // The offences a letter warns of (issue 21): the count of letters and the s.119(4) year run per offence.
  warningLetter: pairs([['Late arrival', 'มาทำงานสาย'], ['Absence without notice', 'ขาดงานโดยไม่แจ้ง'], ['Breach of work rules', 'ฝ่าฝืนข้อบังคับเกี่ยวกับการทำงาน'],
    ['Negligence at work', 'ประมาทเลินเล่อในการทำงาน'], ['Improper conduct', 'ประพฤติตนไม่เหมาะสม']]),
  hospital: pairs([['Rajavithi Hospital', 'โรงพยาบาลราชวิถี'], ['Police General Hospital', 'โรงพยาบาลตำรวจ'], ['Lerdsin Hospital', 'โรงพยาบาลเลิดสิน'],
    ['Nopparat Rajathanee Hospital', 'โรงพยาบาลนพรัตนราชธานี'], ['Samut Prakan Hospital', 'โรงพยาบาลสมุทรปราการ'], ['Chonburi Hospital', 'โรงพยาบาลชลบุรี'],
    ['Nakhon Pathom Hospital', 'โรงพยาบาลนครปฐม'], ['Sawanpracharak Hospital', 'โรงพยาบาลสวรรค์ประชารักษ์']],
  (i) => ({ province: ['Bangkok', 'Bangkok', 'Bangkok', 'Bangkok', 'Samut Prakan', 'Chon Buri', 'Nakhon Pathom', 'Nakhon Sawan'][i] })),
  leaveType: LEAVE_TYPES,
  holiday: HOLIDAYS,
  workingTime: WORKING_TIMES,
  ratesocialsecurity: SOCIAL_SECURITY,
  taxrate: TAX_RATES,
  incomeDeduction: INCOME_DEDUCTIONS,
  taxAllowance: TAX_ALLOWANCES,
  paymentdate: [
    { nameEn: 'Monthly, paid on the 25th', nameTh: 'รายเดือน จ่ายวันที่ 25', cutOffDay: 20, payDay: 25, description: 'Attendance counted up to the 20th.' },
    { nameEn: 'Monthly, paid on the last day', nameTh: 'รายเดือน จ่ายสิ้นเดือน', cutOffDay: 25, payDay: 31, description: 'Paid on the last day of the month (the previous working day if it is a holiday).' },
  ],
  cooperative: [{ effectiveFrom: '2026-01-01', shareRatePercent: 3, loanInterestPercent: 6, note: 'Savings cooperative rates set by its annual meeting.' }],
};

/** Sample data for the demo companies only. */
export const DEMO_MASTER_ROWS: Record<string, Rows> = {
  brand: pairs([['Dell', 'เดลล์'], ['HP', 'เอชพี'], ['Lenovo', 'เลอโนโว'], ['Apple', 'แอปเปิล'], ['Samsung', 'ซัมซุง'], ['Canon', 'แคนนอน'], ['3M', 'สามเอ็ม']]),
  category: pairs([['Computer', 'คอมพิวเตอร์'], ['Mobile phone', 'โทรศัพท์มือถือ'], ['Office supplies', 'เครื่องเขียน'], ['Safety equipment', 'อุปกรณ์เซฟตี้'], ['Uniform', 'ชุดยูนิฟอร์ม']]),
  meetingRoom: pairs([['Chao Phraya room', 'ห้องเจ้าพระยา'], ['Ping room', 'ห้องปิง'], ['Nan room', 'ห้องน่าน'], ['Training hall', 'ห้องอบรม']],
    (i) => ({ capacity: [12, 6, 8, 40][i], location: ['Building A, 3rd floor', 'Building A, 2nd floor', 'Building B, 1st floor', 'Building B, 4th floor'][i] })),
};

/** Demo items: [category, brand, name, Thai name, product or series]. */
const DEMO_ITEMS = [
  ['Computer', 'Dell', 'Notebook Latitude 5450', 'โน้ตบุ๊ก Latitude 5450', 'Latitude 5000'], ['Computer', 'Lenovo', 'Notebook ThinkPad E14', 'โน้ตบุ๊ก ThinkPad E14', 'ThinkPad E'],
  ['Computer', 'Apple', 'MacBook Air 13"', 'แมคบุ๊กแอร์ 13 นิ้ว', 'M3'], ['Mobile phone', 'Samsung', 'Galaxy A55', 'กาแล็กซี่ A55', 'Galaxy A'],
  ['Office supplies', 'Canon', 'Laser printer LBP6030', 'เครื่องพิมพ์เลเซอร์ LBP6030', 'imageCLASS'], ['Safety equipment', '3M', 'Safety helmet H-700', 'หมวกนิรภัย H-700', 'H-700'],
] as const;

/** Adds the demo items once, pointing at the seeded categories and brands by name. */
export async function seedDemoItems(db: Db) {
  const t = MASTER_TABLES;
  const [{ n } = { n: 0 }] = await db.select({ n: sql<number>`count(*)::int` }).from(t.item);
  if (n > 0) return;
  const idsOf = async (table: PgTable) => Object.fromEntries(((await db.select().from(table)) as Array<{ id: string; nameEn: string }>).map((r) => [r.nameEn, r.id]));
  const [cats, brands] = [await idsOf(t.category), await idsOf(t.brand)];
  const rows = DEMO_ITEMS.filter(([c, b]) => cats[c] && brands[b])
    .map(([c, b, nameEn, nameTh, productSeries]) => ({ categoryId: cats[c], brandId: brands[b], nameEn, nameTh, productSeries }));
  if (rows.length) await db.insert(t.item).values(withLocalNames(rows));
}

/** Seeded rows with their Khmer and Burmese names (master-names-local.ts) added by English name, where known. */
export function withLocalNames<R extends Record<string, unknown>>(rows: readonly R[]): R[] {
  return rows.map((r) => {
    const local = typeof r.nameEn === 'string' ? LOCAL_NAMES[r.nameEn] : undefined;
    return local ? { ...local, ...r } : r;
  });
}

/** Loads rows into each master that is still empty (an administrator's edits are never overwritten). */
export async function seedMasters(db: Db, data: Record<string, Rows>) {
  for (const [name, rows] of Object.entries(data)) {
    const table = (MASTER_TABLES as Record<string, PgTable>)[name]!;
    const [{ n } = { n: 0 }] = await db.select({ n: sql<number>`count(*)::int` }).from(table);
    if (n === 0 && rows.length) await db.insert(table).values(withLocalNames(rows));
  }
}
