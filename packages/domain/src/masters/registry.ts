import { defineMaster, names, type MasterDef } from './define';

const NAME_LIST = ['nameEn', 'nameTh', 'active'];
const NAME_SEARCH = ['nameEn', 'nameTh'];
const byName = { en: 'nameEn', th: 'nameTh' };

/** Thai banks and their clearing codes (Bank of Thailand). */
export const bankProvider = defineMaster({
  name: 'bank', table: 'master_banks', route: '/system-settings/bank-provider-master', permission: 'system-settings.bank-provider-master',
  fields: { code: { type: 'text', required: true, unique: true, max: 3, pattern: 'numeric' }, abbreviation: { type: 'text', required: true, unique: true, max: 10, pattern: 'code' }, ...names() },
  list: ['code', 'abbreviation', 'nameEn', 'nameTh', 'active'], search: ['code', 'abbreviation', 'nameEn', 'nameTh'], label: byName,
  defaultSort: { field: 'code', dir: 'asc' }, cancel: true, aliases: { save: '/1.1/save/master/bank' },
});

export const brand = defineMaster({
  name: 'brand', table: 'master_brands', route: '/system-settings/brand-master', permission: 'system-settings.brand-master',
  fields: { ...names() }, list: NAME_LIST, search: NAME_SEARCH, label: byName, cancel: true,
});

export const category = defineMaster({
  name: 'category', table: 'master_categories', route: '/system-settings/category-master', permission: 'system-settings.category-master',
  fields: { ...names() }, list: NAME_LIST, search: NAME_SEARCH, label: byName, cancel: true,
});

export const employmentType = defineMaster({
  name: 'employmentType', table: 'master_employment_types', route: '/system-settings/employment-type-master', permission: 'system-settings.employment-type-master',
  fields: { ...names() }, list: NAME_LIST, search: NAME_SEARCH, label: byName,
});

export const documentFileType = defineMaster({
  name: 'documentFileType', table: 'master_document_file_types', route: '/system-settings/document-file-master', permission: 'system-settings.document-file-master',
  fields: { ...names(), description: { type: 'longText', max: 1000 } }, list: NAME_LIST, search: NAME_SEARCH, label: byName,
});

/** Social-security hospitals an insured employee can choose. */
export const hospital = defineMaster({
  name: 'hospital', table: 'master_hospitals', route: '/system-settings/hospital-master', permission: 'system-settings.hospital-master',
  fields: { ...names(), province: { type: 'text', max: 100 } }, list: ['nameEn', 'nameTh', 'province', 'active'], search: ['nameEn', 'nameTh', 'province'], label: byName,
});

export const meetingRoom = defineMaster({
  name: 'meetingRoom', table: 'master_meeting_rooms', route: '/system-settings/meeting-room-master', permission: 'system-settings.meeting-room-master',
  fields: { ...names(), capacity: { type: 'integer', required: true, min: 1, max: 1000 }, location: { type: 'text', max: 200 } },
  list: ['nameEn', 'nameTh', 'capacity', 'location', 'active'], search: ['nameEn', 'nameTh', 'location'], label: byName,
});

export const warningLetter = defineMaster({
  name: 'warningLetter', table: 'master_warning_letters', route: '/system-settings/warning-letter-master', permission: 'system-settings.warning-letter-master',
  fields: { ...names(), description: { type: 'longText', max: 2000 } }, list: NAME_LIST, search: NAME_SEARCH, label: byName,
});

/** Every declared master; the contract test walks this list. */
export const MASTERS: readonly MasterDef[] = [bankProvider, brand, category, employmentType, documentFileType, hospital, meetingRoom, warningLetter];
export const masterByName = (name: string) => MASTERS.find((m) => m.name === name);
