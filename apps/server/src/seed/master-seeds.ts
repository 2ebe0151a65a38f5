import { sql } from 'drizzle-orm';
import { MASTER_TABLES, type Db } from '@hr/db';
import type { PgTable } from 'drizzle-orm/pg-core';

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

/** Reference data every installation starts with. */
export const BASE_MASTER_ROWS: Record<string, Rows> = {
  bank: BANKS,
  employmentType: pairs([['Permanent', 'พนักงานประจำ'], ['Probation', 'ทดลองงาน'], ['Contract', 'พนักงานสัญญาจ้าง'], ['Daily', 'พนักงานรายวัน'], ['Part-time', 'พนักงานพาร์ทไทม์'], ['Intern', 'นักศึกษาฝึกงาน']]),
  documentFileType: pairs([['Citizen ID card', 'บัตรประจำตัวประชาชน'], ['House registration', 'ทะเบียนบ้าน'], ['Passport', 'หนังสือเดินทาง'], ['Work permit', 'ใบอนุญาตทำงาน'],
    ['Educational certificate', 'วุฒิการศึกษา'], ['Bank book', 'สมุดบัญชีธนาคาร'], ['Medical certificate', 'ใบรับรองแพทย์'], ['Employment contract', 'สัญญาจ้างงาน']]),
  warningLetter: pairs([['Verbal warning', 'ตักเตือนด้วยวาจา'], ['First written warning', 'หนังสือเตือนครั้งที่ 1'], ['Second written warning', 'หนังสือเตือนครั้งที่ 2'], ['Final warning', 'หนังสือเตือนครั้งสุดท้าย']]),
  hospital: pairs([['Rajavithi Hospital', 'โรงพยาบาลราชวิถี'], ['Police General Hospital', 'โรงพยาบาลตำรวจ'], ['Lerdsin Hospital', 'โรงพยาบาลเลิดสิน'],
    ['Nopparat Rajathanee Hospital', 'โรงพยาบาลนพรัตนราชธานี'], ['Samut Prakan Hospital', 'โรงพยาบาลสมุทรปราการ'], ['Chonburi Hospital', 'โรงพยาบาลชลบุรี'],
    ['Nakhon Pathom Hospital', 'โรงพยาบาลนครปฐม'], ['Sawanpracharak Hospital', 'โรงพยาบาลสวรรค์ประชารักษ์']],
  (i) => ({ province: ['Bangkok', 'Bangkok', 'Bangkok', 'Bangkok', 'Samut Prakan', 'Chon Buri', 'Nakhon Pathom', 'Nakhon Sawan'][i] })),
};

/** Sample data for the demo companies only. */
export const DEMO_MASTER_ROWS: Record<string, Rows> = {
  brand: pairs([['Dell', 'เดลล์'], ['HP', 'เอชพี'], ['Lenovo', 'เลอโนโว'], ['Apple', 'แอปเปิล'], ['Samsung', 'ซัมซุง'], ['Canon', 'แคนนอน'], ['3M', 'สามเอ็ม']]),
  category: pairs([['Computer', 'คอมพิวเตอร์'], ['Mobile phone', 'โทรศัพท์มือถือ'], ['Office supplies', 'เครื่องเขียน'], ['Safety equipment', 'อุปกรณ์เซฟตี้'], ['Uniform', 'ชุดยูนิฟอร์ม']]),
  meetingRoom: pairs([['Chao Phraya room', 'ห้องเจ้าพระยา'], ['Ping room', 'ห้องปิง'], ['Nan room', 'ห้องน่าน'], ['Training hall', 'ห้องอบรม']],
    (i) => ({ capacity: [12, 6, 8, 40][i], location: ['Building A, 3rd floor', 'Building A, 2nd floor', 'Building B, 1st floor', 'Building B, 4th floor'][i] })),
};

/** Loads rows into each master that is still empty (an administrator's edits are never overwritten). */
export async function seedMasters(db: Db, data: Record<string, Rows>) {
  for (const [name, rows] of Object.entries(data)) {
    const table = (MASTER_TABLES as Record<string, PgTable>)[name]!;
    const [{ n } = { n: 0 }] = await db.select({ n: sql<number>`count(*)::int` }).from(table);
    if (n === 0 && rows.length) await db.insert(table).values(rows);
  }
}
