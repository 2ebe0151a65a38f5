import type { ChangeEvent } from 'react';
import { Form, Input, Select, type FormRule } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { fieldLabel } from '../../lib/field-label';
import { FieldItem } from '../../lib/form-controls';
import { useLang } from '../../lib/hooks';
import { fetchZip, useDistricts, useProvinces, useSubDistricts, useZipLookup, ZIP_PATTERN, type ZipMatch } from './use-thai-address';

export type ThaiAddressField = 'province' | 'district' | 'subDistrict' | 'zipCode';
type NamePath = string | number | Array<string | number>;

export type ThaiAddressFieldsProps = {
  /** Form field names, by part; default province, district, subDistrict, zipCode. */
  names?: Partial<Record<ThaiAddressField, string>>;
  /** Absolute path of the object holding the four fields in a nested form, e.g. ['address']. */
  prefix?: NamePath;
  required?: boolean;
  disabled?: boolean;
  /** Extra rules per part, after the built-in ones. */
  rules?: Partial<Record<ThaiAddressField, FormRule[]>>;
};

type Place = Pick<ZipMatch, 'province' | 'district' | 'subDistrict'>;
// The options carry both names: a Thai name can be searched for in English and the other way round.
const SEARCH = { optionFilterProp: ['label', 'labelEn', 'labelTh'] };

/** The only value in `list` for `key`, else the current one if it is among them. */
function settle(list: Place[], key: keyof Place, current: string | undefined): string | undefined {
  const values = new Set(list.map((m) => m[key]));
  if (values.size === 1) return list[0]![key];
  return current !== undefined && values.has(current) ? current : undefined;
}

/**
 * Province, district, sub-district and zip code of a Thai address, inside an antd Form. The
 * selects cascade (a new province clears what lies below it), a sub-district fills its zip code,
 * and a typed zip code fills what it determines. Values are the Thai names, which the server checks.
 * The controls' ids are their fields' (field-province …, see FieldItem).
 */
export function ThaiAddressFields({ names, prefix, required = false, disabled = false, rules }: ThaiAddressFieldsProps) {
  const { t } = useTranslation();
  const { lang } = useLang();
  const form = Form.useFormInstance();
  const client = useQueryClient();
  const nameOf = (f: ThaiAddressField) => names?.[f] ?? f;
  const pathOf = (f: ThaiAddressField) => [...(prefix === undefined ? [] : [prefix].flat()), nameOf(f)];
  const valueOf = (f: ThaiAddressField) => (form.getFieldValue(pathOf(f)) as string | null | undefined) ?? undefined;

  const province = Form.useWatch(pathOf('province'), form) as string | undefined;
  const district = Form.useWatch(pathOf('district'), form) as string | undefined;
  const subDistrict = Form.useWatch(pathOf('subDistrict'), form) as string | undefined;
  const zip = Form.useWatch(pathOf('zipCode'), form) as string | undefined;
  const provinces = useProvinces();
  const districts = useDistricts(province);
  const subDistricts = useSubDistricts(province, district);
  const zipMatches = useZipLookup(zip).data;

  const set = (values: Partial<Record<ThaiAddressField, string | undefined>>) =>
    form.setFields(Object.entries(values).map(([f, value]) => ({ name: pathOf(f as ThaiAddressField), value, errors: [] })));

  const onProvince = () => set({ district: undefined, subDistrict: undefined, zipCode: undefined });
  const onDistrict = () => set({ subDistrict: undefined, zipCode: undefined });
  const onSubDistrict = (value: string | undefined) => {
    const chosen = subDistricts.data?.find((s) => s.value === value);
    const current = valueOf('zipCode');
    // A zip code the sub-district also has stays: some are served by two post offices.
    if (!chosen) set({ zipCode: undefined });
    else if (!current || !chosen.zips.includes(current)) set({ zipCode: chosen.zip });
    // A kept zip code may carry a message about the sub-district chosen before.
    else void form.validateFields([pathOf('zipCode')]).catch(() => undefined);
  };
  const onZip = async (e: ChangeEvent<HTMLInputElement>) => {
    const typed = e.target.value.trim();
    if (!ZIP_PATTERN.test(typed)) return;
    const matches = await fetchZip(client, typed, lang).catch(() => [] as ZipMatch[]);
    // The user may have typed on while the answer came.
    if (valueOf('zipCode') !== typed || !matches.length) return;
    const p = settle(matches, 'province', valueOf('province'));
    if (!p) return;
    const inP = matches.filter((m) => m.province === p);
    const d = settle(inP, 'district', p === valueOf('province') ? valueOf('district') : undefined);
    const s = d ? settle(inP.filter((m) => m.district === d), 'subDistrict', d === valueOf('district') ? valueOf('subDistrict') : undefined) : undefined;
    set({ province: p, district: d, subDistrict: s });
  };

  const requiredRule = (f: ThaiAddressField): FormRule => ({ required, message: t('validation:required', { field: fieldLabel(t, f) }) });
  const zipRules: FormRule[] = [
    requiredRule('zipCode'),
    { pattern: ZIP_PATTERN, message: t('address:zipFormat') },
    {
      validator: async (_rule, value: string | undefined) => {
        if (!value || !ZIP_PATTERN.test(value)) return;
        const matches = await fetchZip(client, value, lang).catch(() => null);
        if (matches === null) return; // unreachable now: the server checks it on save
        if (!matches.length) throw new Error(t('address:zipUnknown'));
        const [p, d, s] = [valueOf('province'), valueOf('district'), valueOf('subDistrict')];
        if (p && d && s && !matches.some((m) => m.province === p && m.district === d && m.subDistrict === s)) throw new Error(t('address:zipMismatch'));
      },
    },
    ...(rules?.zipCode ?? []),
  ];
  const item = (f: ThaiAddressField) => ({
    name: pathOf(f), label: fieldLabel(t, f), rules: f === 'zipCode' ? zipRules : [requiredRule(f), ...(rules?.[f] ?? [])],
  });
  const shared = zipMatches && zipMatches.length > 1 && !subDistrict ? t('address:zipShared', { count: zipMatches.length }) : undefined;

  return (
    <>
      <FieldItem {...item('province')}>
        <Select showSearch={SEARCH} allowClear disabled={disabled} loading={provinces.isLoading}
          options={provinces.data} placeholder={t('address:selectProvince')} onChange={onProvince} />
      </FieldItem>
      <FieldItem {...item('district')}>
        <Select showSearch={SEARCH} allowClear disabled={disabled || !province} loading={districts.isLoading}
          options={districts.data} placeholder={province ? t('address:selectDistrict') : t('address:provinceFirst')} onChange={onDistrict} />
      </FieldItem>
      <FieldItem {...item('subDistrict')}>
        <Select showSearch={SEARCH} allowClear disabled={disabled || !district} loading={subDistricts.isLoading}
          options={subDistricts.data} placeholder={district ? t('address:selectSubDistrict') : t('address:districtFirst')} onChange={onSubDistrict} />
      </FieldItem>
      <FieldItem {...item('zipCode')} validateDebounce={300} extra={shared}>
        <Input disabled={disabled} maxLength={5} inputMode="numeric" autoComplete="postal-code"
          placeholder={t('address:zipPlaceholder')} onChange={(e) => void onZip(e)} />
      </FieldItem>
    </>
  );
}
