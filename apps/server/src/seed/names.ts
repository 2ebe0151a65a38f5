/**
 * Realistic name pools for demo data: [English, Thai script] (first names with the gender they are
 * given to, which the demo's title and gender follow). Migrant workers' names are in the pools too.
 */
export const FIRST_NAMES: Array<[string, string, 'male' | 'female']> = [
  ['Somchai', 'สมชาย', 'male'], ['Somsak', 'สมศักดิ์', 'male'], ['Suda', 'สุดา', 'female'], ['Malee', 'มาลี', 'female'], ['Niran', 'นิรันดร์', 'male'], ['Pranee', 'ปราณี', 'female'],
  ['Anan', 'อนันต์', 'male'], ['Kanya', 'กันยา', 'female'], ['Wichai', 'วิชัย', 'male'], ['Siriporn', 'ศิริพร', 'female'], ['Prasert', 'ประเสริฐ', 'male'], ['Ratana', 'รัตนา', 'female'],
  ['Thanawat', 'ธนวัฒน์', 'male'], ['Pimchanok', 'พิมพ์ชนก', 'female'], ['Kittisak', 'กิตติศักดิ์', 'male'], ['Nattaya', 'ณัฐญา', 'female'], ['Chaiwat', 'ชัยวัฒน์', 'male'], ['Wanida', 'วนิดา', 'female'],
  ['Apichart', 'อภิชาติ', 'male'], ['Jintana', 'จินตนา', 'female'], ['Surachai', 'สุรชัย', 'male'], ['Orathai', 'อรทัย', 'female'], ['Teerapong', 'ธีรพงษ์', 'male'], ['Supaporn', 'สุภาพร', 'female'],
  ['Sophea', 'โสภา', 'female'], ['Dara', 'ดารา', 'male'], ['Vannak', 'วรรณัก', 'male'], ['Sreymom', 'สเรยมม', 'female'], ['Bopha', 'บุปผา', 'female'], ['Rithy', 'ฤทธี', 'male'],
  ['Aung', 'อ่อง', 'male'], ['Thida', 'ธิดา', 'female'], ['Kyaw', 'จ่อ', 'male'], ['Hnin', 'หนิ่น', 'female'], ['Zaw', 'ซอ', 'male'], ['Moe', 'โม', 'female'],
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
/**
 * The demo group: registered details as the company master keeps them (tax ids carry a valid
 * check digit; addresses are real combinations from the Thai address dataset). TGS is a
 * subsidiary of TGT.
 */
export const COMPANIES = [
  {
    code: 'AMN', nameEn: 'Amnat Manufacturing Co., Ltd.', nameTh: 'บริษัท อำนาจ แมนูแฟคเจอริ่ง จำกัด', emailDomain: 'amn.co.th', size: 80,
    taxId: '0105558123451', addressLine: '99/9 หมู่ 4 นิคมอุตสาหกรรมอำนาจเจริญ', soi: null, yak: null, road: 'ชยางกูร',
    province: 'อำนาจเจริญ', district: 'เมืองอำนาจเจริญ', subDistrict: 'บุ่ง', zipCode: '37000', latitude: 15.865744, longitude: 104.626312,
    tel: '045 511 234', fax: '045 511 235', website: 'https://www.amn.co.th',
    about: 'Makers of agricultural machinery parts for the north-east since 2015.', parent: null,
  },
  {
    code: 'TGT', nameEn: 'Thai Global Trading Co., Ltd.', nameTh: 'บริษัท ไทย โกลบอล เทรดดิ้ง จำกัด', emailDomain: 'tgt.co.th', size: 50,
    taxId: '0105559345678', addressLine: '1 อาคารเอ็มไพร์ทาวเวอร์ ชั้น 20', soi: null, yak: null, road: 'วิทยุ',
    province: 'กรุงเทพมหานคร', district: 'ปทุมวัน', subDistrict: 'ลุมพินี', zipCode: '10330', latitude: 13.724437, longitude: 100.544985,
    tel: '02 254 1000', fax: null, website: 'https://www.tgt.co.th',
    about: 'Import and export of consumer goods; parent company of Thai Global Services.', parent: null,
  },
  {
    code: 'TGS', nameEn: 'Thai Global Services Co., Ltd.', nameTh: 'บริษัท ไทย โกลบอล เซอร์วิสเซส จำกัด', emailDomain: 'tgs.co.th', size: 40,
    taxId: '0105560127891', addressLine: '88 อาคารสีลมคอมเพล็กซ์ ชั้น 12', soi: 'สีลม 3', yak: null, road: 'สีลม',
    province: 'กรุงเทพมหานคร', district: 'บางรัก', subDistrict: 'สีลม', zipCode: '10500', latitude: 13.728611, longitude: 100.534444,
    tel: '02 234 5678', fax: '02 234 5679', website: 'https://www.tgs.co.th',
    about: 'Facility services and staffing for the Thai Global group.', parent: 'TGT',
  },
  {
    code: 'NSL', nameEn: 'Nakhon Sawan Logistics Co., Ltd.', nameTh: 'บริษัท นครสวรรค์ โลจิสติกส์ จำกัด', emailDomain: 'nsl.co.th', size: 30,
    taxId: '0605558456781', addressLine: '215 หมู่ 7', soi: null, yak: 'ปากน้ำโพ', road: 'พหลโยธิน',
    province: 'นครสวรรค์', district: 'เมืองนครสวรรค์', subDistrict: 'ปากน้ำโพ', zipCode: '60000', latitude: 15.704722, longitude: 100.137222,
    tel: '056 221 456', fax: null, website: 'https://www.nsl.co.th',
    about: 'Trucking and warehousing along the Phahonyothin corridor.', parent: null,
  },
] as const;
