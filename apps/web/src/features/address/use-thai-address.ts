import { useQuery, type QueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { useLang } from '../../lib/hooks';
import type { Lang } from '../../lib/lang';

/** A place as a select option: value is the Thai name (what forms store), label is in the reader's language. */
export type PlaceOption = { value: string; label: string; labelEn: string; labelTh: string };
/** A sub-district with its main postal code (zip) and every postal code it has (zips). */
export type SubDistrictOption = PlaceOption & { zip: string; zips: string[] };
/** One sub-district on a postal code: Thai names, and "sub-district, district, province" in the reader's language. */
export type ZipMatch = { province: string; district: string; subDistrict: string; zip: string; label: string };

export const ZIP_PATTERN = /^\d{5}$/;

// The dataset changes with a release, not during a session: fetch each list once.
const CACHE = { staleTime: Infinity, gcTime: 60 * 60_000 } as const;
const qs = (params: Record<string, string>) => new URLSearchParams(params).toString();

/** The query of the places on a postal code; shared by the hook and by form rules that fetch it. */
export const zipQuery = (zip: string, lang: Lang) => ({
  queryKey: ['address', 'zip', zip, lang],
  queryFn: () => api.get<ZipMatch[]>(`/1.0/address/zip/${zip}`, { silent: true }),
  ...CACHE,
});

/** The places on a postal code, fetched (or read from the cache) outside a component. */
export const fetchZip = (client: QueryClient, zip: string, lang: Lang) => client.fetchQuery(zipQuery(zip, lang));

/** The 77 provinces. */
export function useProvinces(enabled = true) {
  const { lang } = useLang();
  return useQuery({
    queryKey: ['address', 'provinces', lang],
    queryFn: () => api.get<PlaceOption[]>('/1.0/address/provinces', { silent: true }),
    enabled,
    ...CACHE,
  });
}

/** The districts of a province (its Thai name); idle until a province is chosen. */
export function useDistricts(province?: string | null) {
  const { lang } = useLang();
  return useQuery({
    queryKey: ['address', 'districts', province, lang],
    queryFn: () => api.get<PlaceOption[]>(`/1.0/address/districts?${qs({ province: province! })}`, { silent: true }),
    enabled: !!province,
    ...CACHE,
  });
}

/** The sub-districts of a district with their postal codes; idle until both are chosen. */
export function useSubDistricts(province?: string | null, district?: string | null) {
  const { lang } = useLang();
  return useQuery({
    queryKey: ['address', 'subDistricts', province, district, lang],
    queryFn: () => api.get<SubDistrictOption[]>(`/1.0/address/subDistricts?${qs({ province: province!, district: district! })}`, { silent: true }),
    enabled: !!province && !!district,
    ...CACHE,
  });
}

/** The sub-districts on a postal code; idle until it has five digits. */
export function useZipLookup(zip?: string | null) {
  const { lang } = useLang();
  const valid = !!zip && ZIP_PATTERN.test(zip);
  return useQuery({ ...zipQuery(valid ? zip : '', lang), enabled: valid });
}
