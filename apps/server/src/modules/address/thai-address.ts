import { readFileSync } from 'node:fs';

/** A place name in both languages; the Thai name is the value forms store. */
export type PlaceName = { th: string; en: string };
/** A sub-district (tambon / khwaeng); a few are served by more than one post office. */
export type ThaiSubDistrict = PlaceName & { zip: string; otherZips?: string[] };
export type ThaiDistrict = PlaceName & { subDistricts: ThaiSubDistrict[] };
export type ThaiProvince = PlaceName & { districts: ThaiDistrict[] };
/** One sub-district on a postal code, with where it lies. */
export type ZipMatch = { province: PlaceName; district: PlaceName; subDistrict: PlaceName; zip: string };

export type ThaiAddressInput = { province?: string | null; district?: string | null; subDistrict?: string | null; zipCode?: string | null };
export type ThaiAddressField = 'province' | 'district' | 'subDistrict' | 'zipCode';
export type ThaiAddressIssue = { field: ThaiAddressField; code: 'invalid' };

type Index = { provinces: ThaiProvince[]; byTh: Map<string, { province: ThaiProvince; districts: Map<string, ThaiDistrict> }>; byZip: Map<string, ZipMatch[]> };

let index: Index | undefined;

/** All postal codes of a sub-district, its main one first. */
export const zipsOf = (s: ThaiSubDistrict): string[] => [s.zip, ...(s.otherZips ?? [])];

// Read on first use, not at import: the file is half a megabyte and most requests never need it.
function load(): Index {
  if (index) return index;
  const provinces = JSON.parse(readFileSync(new URL('./thai-address.json', import.meta.url), 'utf8')) as ThaiProvince[];
  const byTh: Index['byTh'] = new Map();
  const byZip: Index['byZip'] = new Map();
  for (const province of provinces) {
    byTh.set(province.th, { province, districts: new Map(province.districts.map((d) => [d.th, d])) });
    for (const district of province.districts) {
      for (const s of district.subDistricts) {
        for (const zip of zipsOf(s)) {
          const list = byZip.get(zip) ?? [];
          list.push({ province: { th: province.th, en: province.en }, district: { th: district.th, en: district.en }, subDistrict: { th: s.th, en: s.en }, zip });
          byZip.set(zip, list);
        }
      }
    }
  }
  index = { provinces, byTh, byZip };
  return index;
}

/** The 77 provinces, sorted by Thai name. */
export const provinces = (): ThaiProvince[] => load().provinces;

/** The districts of a province given by its Thai name; empty when there is no such province. */
export const districts = (provinceTh: string): ThaiDistrict[] => load().byTh.get(provinceTh)?.province.districts ?? [];

/** The sub-districts of a district (both by Thai name): district names repeat across provinces, so both are needed. */
export const subDistricts = (provinceTh: string, districtTh: string): ThaiSubDistrict[] =>
  load().byTh.get(provinceTh)?.districts.get(districtTh)?.subDistricts ?? [];

/** Every sub-district on a postal code, with its district and province; empty for an unknown code. */
export const byZip = (zip: string): ZipMatch[] => load().byZip.get(zip.trim()) ?? [];

const given = (v: string | null | undefined): string | undefined => (v == null || v.trim() === '' ? undefined : v.trim());

/**
 * Checks that the given parts of an address exist together (Thai names, postal code of the
 * sub-district). Missing parts are not an issue here (that is the form's "required" rule); the first
 * part that does not fit its parent is, and so is a postal code that does not serve what was given.
 */
export function checkThaiAddress(v: ThaiAddressInput): ThaiAddressIssue[] {
  const province = given(v.province), district = given(v.district), subDistrict = given(v.subDistrict), zip = given(v.zipCode);
  const issues: ThaiAddressIssue[] = [];
  const bad = (field: ThaiAddressField) => issues.push({ field, code: 'invalid' });
  const { byTh, byZip: zipIndex } = load();

  // The deepest level that holds: the zip must belong to it.
  let zipsHere: ((z: string) => boolean) | undefined = (z) => zipIndex.has(z);
  const p = province === undefined ? undefined : byTh.get(province);
  if (province !== undefined && !p) { bad('province'); zipsHere = undefined; }
  if (p) zipsHere = (z) => (zipIndex.get(z) ?? []).some((m) => m.province.th === p.province.th);

  const d = district === undefined || !p ? undefined : p.districts.get(district);
  if (district !== undefined && !d && !issues.length) { bad('district'); zipsHere = undefined; }
  if (d) zipsHere = (z) => d.subDistricts.some((s) => zipsOf(s).includes(z));

  const s = subDistrict === undefined || !d ? undefined : d.subDistricts.find((x) => x.th === subDistrict);
  if (subDistrict !== undefined && !s && !issues.length) { bad('subDistrict'); zipsHere = undefined; }
  if (s) zipsHere = (z) => zipsOf(s).includes(z);

  if (zip !== undefined && (!/^\d{5}$/.test(zip) || (zipsHere && !zipsHere(zip)))) bad('zipCode');
  return issues;
}

/**
 * The English names of a stored address (stored in Thai), for readers in other languages; a part
 * the dataset does not know keeps its stored name.
 */
export function englishNames(v: ThaiAddressInput): { province?: string; district?: string; subDistrict?: string } {
  const p = v.province ? load().byTh.get(v.province) : undefined;
  const d = p && v.district ? p.districts.get(v.district) : undefined;
  const s = d && v.subDistrict ? d.subDistricts.find((x) => x.th === v.subDistrict) : undefined;
  return {
    ...(v.province ? { province: p?.province.en ?? v.province } : {}),
    ...(v.district ? { district: d?.en ?? v.district } : {}),
    ...(v.subDistrict ? { subDistrict: s?.en ?? v.subDistrict } : {}),
  };
}
