import { useEffect } from 'react';
import { Form, Input, InputNumber, Select, Switch, TimePicker, type FormInstance } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { fieldLabel } from '../../lib/field-label';
import { FieldItem } from '../../lib/form-controls';
import type { FieldDef, MasterDef } from '@hr/domain/masters/define';
import { inputFields } from '@hr/domain/masters/zod';
import { defaultsOf, toBody, toForm, type MasterValues } from './form-values';
import { useLang } from '../../lib/hooks';
import { useRefOptions } from '../../lib/use-dropdown';
import { LocalDatePicker } from '../../shell/LocalDatePicker';
import { useFieldRules } from './use-field-rules';
import { formatCell } from './format-cell';
import { ImageField } from '../../shell/ImageField';
import { ThaiAddressFields } from '../address/ThaiAddressFields';

export type { MasterValues } from './form-values';
export { toBody } from './form-values';

/** A select of another master's active rows (a department's company). */
function RefSelect({ f, ...rest }: { f: FieldDef } & Record<string, unknown>) {
  const { t } = useTranslation();
  const { options, loading } = useRefOptions(f.ref!);
  return (
    <Select showSearch={{ optionFilterProp: 'label' }} allowClear loading={loading} placeholder={t('masters:ui.selectPlaceholder', { field: fieldLabel(t, String(rest.name)) })}
      options={options} {...rest} />
  );
}

/** The input for one field; FieldItem injects id, value and onChange, which pass straight through. */
function Control({ f, name, master, disabled, ...injected }: { f: FieldDef; name: string; master: string; disabled?: boolean } & Record<string, unknown>) {
  const { t } = useTranslation();
  const common = { ...injected, disabled };
  switch (f.type) {
    case 'longText': return <Input.TextArea rows={3} maxLength={f.max} showCount={!!f.max} {...common} />;
    case 'integer': case 'decimal': return <InputNumber style={{ width: '100%' }} min={f.min} max={f.max} precision={f.type === 'integer' ? 0 : (f.scale ?? 2)} {...common} />;
    case 'boolean': return <Switch {...common} />;
    case 'date': return <LocalDatePicker style={{ width: '100%' }} {...common} />;
    case 'time': return <TimePicker style={{ width: '100%' }} format="HH:mm" minuteStep={5} needConfirm={false} {...common} />;
    case 'ref': return <RefSelect f={f} name={name} {...common} />;
    case 'image': return <ImageField uploadPath={`/1.0/master/upload/${master}`} {...common} />;
    case 'choice': return <Select options={f.choices!.map((c) => ({ value: c, label: t(`masters:choices.${c}`) }))} {...common} />;
    default: return <Input maxLength={f.max} {...common} />;
  }
}

/** A computed field: what the server will store, worked out from the form as the user types. */
function Computed({ def, form, name }: { def: MasterDef; form: FormInstance; name: string }) {
  const { t } = useTranslation();
  const { lang } = useLang();
  const values = Form.useWatch([], form) as MasterValues | undefined;
  const derived = def.derive?.(toBody(def, values ?? {}), { today: dayjs().format('YYYY-MM-DD') }) ?? {};
  const v = derived[name];
  return (
    <Form.Item label={fieldLabel(t, name)} extra={t('masters:ui.computed')}>
      <span data-testid={`computed-${name}`}>{formatCell(def, name, v, lang, t)}</span>
    </Form.Item>
  );
}

/** The add / edit form of any master, generated from its declaration. */
export function MasterForm({ def, form, initial, readOnly, onEdit }: { def: MasterDef; form: FormInstance; initial?: MasterValues; readOnly?: boolean; onEdit?: () => void }) {
  const { t } = useTranslation();
  const rules = useFieldRules(def, form);
  // Each opening starts clean: no values or messages left from the last row.
  useEffect(() => { form.resetFields(); form.setFieldsValue(initial ? toForm(def, initial) : defaultsOf(def)); }, [def, form, initial]);
  // A field whose rule looks at other fields is checked again when they change.
  const others = (name: string) => (def.check ? inputFields(def).map(([k]) => k).filter((k) => k !== name) : undefined);
  const addressParts = Object.entries(def.fields).filter(([, f]) => f.address);
  return (
    <Form form={form} layout="vertical" disabled={readOnly} onValuesChange={onEdit} data-testid="master-form">
      {Object.entries(def.fields).map(([name, f]) => (f.computed
        ? <Computed key={name} def={def} form={form} name={name} />
        // The parts of a Thai address are one cascading group, shown where the province is declared.
        : f.address ? (f.address === 'province' && (
          <ThaiAddressFields key="address" disabled={readOnly}
            names={Object.fromEntries(addressParts.map(([k, p]) => [p.address!, k]))}
            rules={Object.fromEntries(addressParts.map(([k, p]) => [p.address!, readOnly ? [] : rules(k, p)]))} />
        )) : (
          <FieldItem key={name} name={name} label={fieldLabel(t, name)} rules={readOnly ? [] : rules(name, f)} dependencies={others(name)}
            valuePropName={f.type === 'boolean' ? 'checked' : 'value'}>
            <Control f={f} name={name} master={def.name} disabled={readOnly} />
          </FieldItem>
        )))}
    </Form>
  );
}
