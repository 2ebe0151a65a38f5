import { useEffect } from 'react';
import { Form, Input, InputNumber, Switch, TimePicker, DatePicker, type FormInstance } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { FieldDef, MasterDef } from '@hr/domain/masters/define';
import { localFormat, DATE_FORMATS } from '../../lib/dates';
import { useLang } from '../../lib/hooks';
import type { FieldError } from '../../lib/api';
import { useFieldRules } from './use-field-rules';

export type MasterValues = Record<string, unknown>;

/** Form values → API body: dates and times as text, empty optional fields as null. */
export function toBody(def: MasterDef, values: MasterValues): MasterValues {
  return Object.fromEntries(Object.entries(def.fields).map(([k, f]) => {
    const v = values[k];
    if (v === undefined || v === '') return [k, f.required ? v : null];
    if (f.type === 'date') return [k, dayjs(v as string).format('YYYY-MM-DD')];
    if (f.type === 'time') return [k, dayjs(v as string).format('HH:mm')];
    return [k, v];
  }));
}

/** A row → form values (dates and times as dayjs for the pickers). */
export function toForm(def: MasterDef, row: MasterValues): MasterValues {
  return Object.fromEntries(Object.entries(def.fields).map(([k, f]) => {
    const v = row[k];
    if (v == null) return [k, undefined];
    if (f.type === 'date') return [k, dayjs(v as string)];
    if (f.type === 'time') return [k, dayjs(`2000-01-01T${String(v).slice(0, 5)}`)];
    return [k, v];
  }));
}

/** Marks the fields the server named in a validation or duplicate answer. */
export function showServerErrors(form: FormInstance, errors: FieldError[]) {
  form.setFields(errors.map((e) => ({ name: e.field, errors: [e.text] })));
}

/** The input for one field; Form.Item injects value and onChange, which pass straight through. */
function Control({ f, name, disabled, ...injected }: { f: FieldDef; name: string; disabled?: boolean } & Record<string, unknown>) {
  const { lang } = useLang();
  const common = { ...injected, disabled, 'data-testid': `field-${name}`, id: `field-${name}` };
  switch (f.type) {
    case 'longText': return <Input.TextArea rows={3} maxLength={f.max} showCount={!!f.max} {...common} />;
    case 'integer': case 'decimal': return <InputNumber style={{ width: '100%' }} min={f.min} max={f.max} precision={f.type === 'integer' ? 0 : 2} {...common} />;
    case 'boolean': return <Switch {...common} />;
    // Thai readers pick and read Buddhist-era years.
    case 'date': return <DatePicker style={{ width: '100%' }} format={localFormat(DATE_FORMATS.long, lang)} {...common} />;
    case 'time': return <TimePicker style={{ width: '100%' }} format="HH:mm" minuteStep={5} {...common} />;
    default: return <Input maxLength={f.max} {...common} />;
  }
}

/** The add / edit form of any master, generated from its declaration. */
export function MasterForm({ def, form, initial, readOnly }: { def: MasterDef; form: FormInstance; initial?: MasterValues; readOnly?: boolean }) {
  const { t } = useTranslation();
  const rules = useFieldRules();
  useEffect(() => { if (initial) form.setFieldsValue(toForm(def, initial)); }, [def, form, initial]);
  return (
    <Form form={form} layout="vertical" disabled={readOnly} data-testid="master-form">
      {Object.entries(def.fields).map(([name, f]) => (
        <Form.Item key={name} name={name} label={t(`fields:${name}`)} rules={readOnly ? [] : rules(name, f)} valuePropName={f.type === 'boolean' ? 'checked' : 'value'}>
          <Control f={f} name={name} disabled={readOnly} />
        </Form.Item>
      ))}
    </Form>
  );
}
