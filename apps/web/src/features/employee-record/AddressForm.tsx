import { useEffect } from 'react';
import { Alert, Checkbox, Form, Input, Select, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { addressIssues, ZAddressFields, type AddressKind } from '@hr/domain/employee/address';
import { THAILAND } from '@hr/domain/countries';
import { fieldLabel } from '../../lib/field-label';
import { FieldItem } from '../../lib/form-controls';
import { schemaRules } from '../../lib/schema-rules';
import { useChoices } from '../../lib/use-config';
import { useCountryOptions } from '../address/countries';
import { ThaiAddressFields } from '../address/ThaiAddressFields';

type Values = Record<string, unknown>;
const THAI_ONLY = ['province', 'district', 'subDistrict'] as const;
const ABROAD_ONLY = ['city', 'state'] as const;
const orNull = (v: unknown) => (v === undefined || v === '' ? null : v);

/**
 * The address form's values → the save call's body: "same as current" alone, or the parts that
 * apply to the country (the others null, even if typed before the country changed).
 */
export function toAddressBody(v: Values): Values {
  if (v.sameAsCurrent) return { kind: v.kind, sameAsCurrent: true };
  const thai = v.country === THAILAND;
  return {
    kind: v.kind, country: orNull(v.country), residenceType: orNull(v.residenceType), addressLine: orNull(v.addressLine), zipCode: orNull(v.zipCode),
    ...Object.fromEntries(THAI_ONLY.map((f) => [f, thai ? orNull(v[f]) : null])),
    ...Object.fromEntries(ABROAD_ONLY.map((f) => [f, thai ? null : orNull(v[f])])),
  };
}

/**
 * One address (current or permanent): a Thai one by cascading selects of the postal dataset
 * (ThaiAddressFields), one abroad as free text; the permanent one may be "the same as the current".
 * The rules are the domain's (addressIssues), so the form says what the server would.
 */
export function AddressForm({ form, initial, hasCurrent }: { form: FormInstance; initial: Values | null; hasCurrent: boolean }) {
  const { t } = useTranslation();
  const countries = useCountryOptions();
  const residence = useChoices('residenceType');
  const kind = (initial?.kind ?? 'current') as AddressKind;
  useEffect(() => {
    form.resetFields();
    form.setFieldsValue({ country: THAILAND, ...Object.fromEntries(Object.entries(initial ?? {}).filter(([, v]) => v !== null)), kind });
  }, [form, initial, kind]);
  const country = Form.useWatch('country', form) as string | undefined;
  const same = Form.useWatch('sameAsCurrent', form) as boolean | undefined;
  const rules = schemaRules(t, form, ZAddressFields, addressIssues, toAddressBody);
  const item = (name: string, required = false) => ({ name, label: fieldLabel(t, name), rules: rules(name, required) });
  // Moving between Thailand and abroad empties the parts the new country does not use.
  const onCountry = (next: string) => {
    if ((next === THAILAND) !== (country === THAILAND)) form.setFieldsValue({ ...Object.fromEntries([...THAI_ONLY, ...ABROAD_ONLY].map((f) => [f, undefined])), zipCode: undefined });
  };
  return (
    <Form form={form} layout="vertical" data-testid="address-form">
      <Form.Item name="kind" hidden><Input /></Form.Item>
      {kind === 'permanent' && (
        <Form.Item name="sameAsCurrent" valuePropName="checked" extra={hasCurrent ? t('employee:record.address.sameAsCurrentHint') : t('employee:record.address.needCurrent')}>
          <Checkbox disabled={!hasCurrent} data-testid="field-sameAsCurrent">{fieldLabel(t, 'sameAsCurrent')}</Checkbox>
        </Form.Item>
      )}
      {same ? <Alert type="info" showIcon title={t('employee:record.address.sameAsCurrentHint')} /> : (
        <>
          <FieldItem {...item('country', true)}>
            <Select showSearch={{ optionFilterProp: 'label' }} options={countries} placeholder={t('employee:record.address.selectCountry')} onChange={onCountry} />
          </FieldItem>
          <FieldItem {...item('residenceType')}>
            <Select allowClear loading={residence.loading} options={residence.options} />
          </FieldItem>
          <FieldItem {...item('addressLine', true)}>
            <Input.TextArea rows={2} maxLength={500} showCount />
          </FieldItem>
          {country === THAILAND ? <ThaiAddressFields required /> : (
            <>
              <FieldItem {...item('city', true)}><Input maxLength={100} /></FieldItem>
              <FieldItem {...item('state')}><Input maxLength={100} /></FieldItem>
              <FieldItem {...item('zipCode')} label={t('employee:record.address.postalCode')}><Input maxLength={10} /></FieldItem>
            </>
          )}
        </>
      )}
    </Form>
  );
}
