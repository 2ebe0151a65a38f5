/** Realistic name pools for demo data: [English, Thai script]. Migrant workers' names are in the pools too. */
export const FIRST_NAMES: Array<[string, string]> = [
  ['Somchai', 'สมชาย'], ['Somsak', 'สมศักดิ์'], ['Suda', 'สุดา'], ['Malee', 'มาลี'], ['Niran', 'นิรันดร์'], ['Pranee', 'ปราณี'],
  ['Anan', 'อนันต์'], ['Kanya', 'กันยา'], ['Wichai', 'วิชัย'], ['Siriporn', 'ศิริพร'], ['Prasert', 'ประเสริฐ'], ['Ratana', 'รัตนา'],
  ['Thanawat', 'ธนวัฒน์'], ['Pimchanok', 'พิมพ์ชนก'], ['Kittisak', 'กิตติศักดิ์'], ['Nattaya', 'ณัฐญา'], ['Chaiwat', 'ชัยวัฒน์'], ['Wanida', 'วนิดา'],
  ['Apichart', 'อภิชาติ'], ['Jintana', 'จินตนา'], ['Surachai', 'สุรชัย'], ['Orathai', 'อรทัย'], ['Teerapong', 'ธีรพงษ์'], ['Supaporn', 'สุภาพร'],
  ['Sophea', 'โสภา'], ['Dara', 'ดารา'], ['Vannak', 'วรรณัก'], ['Sreymom', 'สเรยมม'], ['Bopha', 'บุปผา'], ['Rithy', 'ฤทธี'],
  ['Aung', 'อ่อง'], ['Thida', 'ธิดา'], ['Kyaw', 'จ่อ'], ['Hnin', 'หนิ่น'], ['Zaw', 'ซอ'], ['Moe', 'โม'],
];
export const LAST_NAMES: Array<[string, string]> = [
  ['Srisuk', 'ศรีสุข'], ['Chaiyaporn', 'ชัยพร'], ['Wongsawat', 'วงศ์สวัสดิ์'], ['Rattanakul', 'รัตนกุล'], ['Thongdee', 'ทองดี'],
  ['Saelim', 'แซ่ลิ้ม'], ['Boonmee', 'บุญมี'], ['Kaewkla', 'แก้วกล้า'], ['Phromma', 'พรหมมา'], ['Jaidee', 'ใจดี'],
  ['Suksawat', 'สุขสวัสดิ์'], ['Nakprasert', 'นาคประเสริฐ'], ['Intharasuk', 'อินทรสุข'], ['Meesuk', 'มีสุข'], ['Pongpanich', 'พงษ์พานิช'],
  ['Sok', 'ซก'], ['Chan', 'จัน'], ['Keo', 'แก้ว'], ['Min', 'มิน'], ['Htun', 'ทุน'], ['Win', 'วิน'],
];
export const DEPARTMENTS: Array<[string, string]> = [
  ['Human Resources', 'ฝ่ายทรัพยากรบุคคล'], ['Accounting', 'ฝ่ายบัญชี'], ['Production', 'ฝ่ายผลิต'],
  ['Warehouse', 'ฝ่ายคลังสินค้า'], ['Sales', 'ฝ่ายขาย'], ['Information Technology', 'ฝ่ายเทคโนโลยีสารสนเทศ'],
];
export const POSITIONS: Array<[string, string]> = [
  ['Manager', 'ผู้จัดการ'], ['Supervisor', 'หัวหน้างาน'], ['Assistant Supervisor', 'ผู้ช่วยหัวหน้างาน'], ['HR Officer', 'เจ้าหน้าที่บุคคล'],
  ['Accountant', 'นักบัญชี'], ['Officer', 'เจ้าหน้าที่'], ['Operator', 'พนักงานฝ่ายผลิต'], ['Driver', 'พนักงานขับรถ'],
  ['Sales Executive', 'พนักงานขาย'], ['System Administrator', 'ผู้ดูแลระบบ'],
];
export const COMPANIES = [
  { code: 'AMN', nameEn: 'Amnat Manufacturing Co., Ltd.', nameTh: 'บริษัท อำนาจ แมนูแฟคเจอริ่ง จำกัด', emailDomain: 'amn.co.th', size: 80 },
  { code: 'TGT', nameEn: 'Thai Global Trading Co., Ltd.', nameTh: 'บริษัท ไทย โกลบอล เทรดดิ้ง จำกัด', emailDomain: 'tgt.co.th', size: 50 },
  { code: 'TGS', nameEn: 'Thai Global Services Co., Ltd.', nameTh: 'บริษัท ไทย โกลบอล เซอร์วิสเซส จำกัด', emailDomain: 'tgs.co.th', size: 40 },
  { code: 'NSL', nameEn: 'Nakhon Sawan Logistics Co., Ltd.', nameTh: 'บริษัท นครสวรรค์ โลจิสติกส์ จำกัด', emailDomain: 'nsl.co.th', size: 30 },
] as const;
