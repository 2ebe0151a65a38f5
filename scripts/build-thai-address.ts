/**
 * Builds apps/server/src/modules/address/thai-address.json from thai-address-universal (ISC):
 * provinces -> districts -> sub-districts with their postal codes, in Thai and English.
 * Run: npx tsx scripts/build-thai-address.ts
 *
 * The package's codes are not used: Bueng Kan's districts have none and some tambon codes repeat.
 * Its structured API names a district's sub-districts by district name only, and two district
 * names exist in several provinces (จอมทอง, เฉลิมพระเกียรติ), so each sub-district is tied to its
 * province through the Thai row list, which the package builds from the same tree in the same order.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { getDatabase, getDistricts, getProvinces, getSubDistricts, preload } from 'thai-address-universal';

type SubDistrict = { th: string; en: string; zip: string; otherZips?: string[] };
type District = { th: string; en: string; subDistricts: SubDistrict[] };
type Province = { th: string; en: string; districts: District[] };

const OUT = fileURLToPath(new URL('../apps/server/src/modules/address/thai-address.json', import.meta.url));
const ZIP = /^\d{5}$/;
const thai = new Intl.Collator('th');
const byTh = (a: { th: string }, b: { th: string }) => thai.compare(a.th, b.th);

// English names the package spells wrong, keyed by Thai path. Only province and district names are
// corrected here (every user sees them); many sub-district names are garbled too (Khlong -> Khnong,
// Nuea -> Enue), mostly in Bangkok, and are left as the package has them.
const EN_FIXES: Record<string, string> = {
  'นครราชสีมา': 'Nakhon Ratchasima',
  'นครสวรรค์': 'Nakhon Sawan',
  'กรุงเทพมหานคร/สาทร': 'Sathon',
  'ขอนแก่น/อุบลรัตน์': 'Ubolratana',
  'ฉะเชิงเทรา/สนามชัยเขต': 'Sanam Chai Khet',
};
const fixed = new Set<string>();
const en = (path: string, name: string) => {
  const fix = EN_FIXES[path];
  if (fix) fixed.add(path);
  return (fix ?? name).trim();
};

function fail(message: string): never {
  throw new Error(`build-thai-address: ${message}`);
}

await preload({ language: 'thai' });
// Thai rows in the package's tree order (read before any language switch: the list is per language).
const rows = getDatabase().map((r) => ({ ...r }));
const skipped: string[] = [];

const provinces: Province[] = [];
for (const p of await getProvinces()) {
  const districts: District[] = [];
  for (const d of await getDistricts(p.nameTh)) {
    const entries = await getSubDistricts(d.nameTh);
    const sameName = rows.filter((r) => r.district === d.nameTh);
    if (entries.length !== sameName.length) fail(`${d.nameTh}: ${entries.length} sub-districts but ${sameName.length} rows`);
    const subs = new Map<string, SubDistrict>();
    entries.forEach((s, i) => {
      const row = sameName[i]!;
      if (row.sub_district !== s.nameTh || row.postal_code !== (s.postalCode ?? '')) fail(`${d.nameTh}: row ${i} is ${row.sub_district} ${row.postal_code}, not ${s.nameTh} ${s.postalCode}`);
      if (row.province !== p.nameTh) return; // the same district name in another province
      const zip = s.postalCode ?? '';
      // A few uninhabited islands of Chumphon are listed as tambons with no postal code: nobody's address.
      if (!zip) { skipped.push(`${p.nameTh} / ${d.nameTh} / ${s.nameTh}`); return; }
      if (!ZIP.test(zip)) fail(`${s.nameTh}: zip ${zip}`);
      // A sub-district served by several post offices appears once per postal code.
      const seen = subs.get(s.nameTh);
      if (!seen) subs.set(s.nameTh, { th: s.nameTh.trim(), en: s.nameEn.trim(), zip });
      else if (seen.en !== s.nameEn.trim()) fail(`${p.nameTh} / ${d.nameTh} / ${s.nameTh} has two English names`);
      else if (seen.zip !== zip && !seen.otherZips?.includes(zip)) seen.otherZips = [...(seen.otherZips ?? []), zip];
    });
    if (subs.size) districts.push({ th: d.nameTh.trim(), en: en(`${p.nameTh}/${d.nameTh}`, d.nameEn), subDistricts: [...subs.values()].sort(byTh) });
  }
  provinces.push({ th: p.nameTh.trim(), en: en(p.nameTh, p.nameEn), districts: districts.sort(byTh) });
}
provinces.sort(byTh);

// Checks: the counts, names in both languages, five-digit codes, no name twice under one parent.
const districtCount = provinces.reduce((n, p) => n + p.districts.length, 0);
const subs = provinces.flatMap((p) => p.districts.flatMap((d) => d.subDistricts));
const multiZip = subs.filter((s) => s.otherZips).length;
if (provinces.length !== 77) fail(`${provinces.length} provinces, expected 77`);
if (districtCount < 920 || districtCount > 935) fail(`${districtCount} districts, expected about 928`);
if (subs.length < 7400 || subs.length > 7500) fail(`${subs.length} sub-districts, expected about 7,4xx`);
const unique = <T>(xs: T[]) => new Set(xs).size === xs.length;
if (!unique(provinces.map((p) => p.th))) fail('a province name repeats');
for (const p of provinces) {
  if (!p.th || !p.en) fail(`blank province name ${JSON.stringify(p.th)} ${JSON.stringify(p.en)}`);
  if (!unique(p.districts.map((d) => d.th))) fail(`a district name repeats in ${p.th}`);
  for (const d of p.districts) {
    if (!d.th || !d.en) fail(`blank district name in ${p.th}`);
    if (!unique(d.subDistricts.map((s) => s.th))) fail(`a sub-district name repeats in ${p.th} / ${d.th}`);
    for (const s of d.subDistricts) {
      if (!s.th || !s.en) fail(`blank sub-district name in ${p.th} / ${d.th}`);
      if (![s.zip, ...(s.otherZips ?? [])].every((z) => ZIP.test(z))) fail(`bad zip for ${s.th}`);
    }
  }
}
const unused = Object.keys(EN_FIXES).filter((k) => !fixed.has(k));
if (unused.length) fail(`English fixes for places not found: ${unused.join(', ')}`);
if (!provinces.some((p) => p.en === 'Bueng Kan' && p.districts.length === 8)) fail('Bueng Kan and its 8 districts are missing');

writeFileSync(OUT, `${JSON.stringify(provinces)}\n`);
console.log(`provinces ${provinces.length}, districts ${districtCount}, sub-districts ${subs.length} (${multiZip} with more than one postal code), postal codes ${new Set(subs.flatMap((s) => [s.zip, ...(s.otherZips ?? [])])).size}`);
console.log(`skipped ${skipped.length} entries without a postal code: ${skipped.join('; ')}`);
console.log(`wrote ${OUT}`);
