import { useEffect } from 'react';
import { Form, Input, InputNumber, Select, Switch, type FormInstance, type FormRule } from 'antd';
import dayjs from 'dayjs';
import type { z } from 'zod';
import { useTranslation } from 'react-i18next';
import { formFieldsOf, type FormField } from '@hr/domain/employee/form-fields';
import { fieldLabel, ruleMessage } from '../../lib/field-label';
import { FieldItem } from '../../lib/form-controls';
import { useChoices } from '../../lib/use-config';
import { useRefOptions } from '../../lib/use-dropdown';
import { ImageField } from '../../shell/ImageField';
import { LocalDatePicker } from '../../shell/LocalDatePicker';
import { BUDDHIST_ERA_OFFSET } from '../../lib/dates';
import { useLang } from '../../lib/hooks';

type Values = Record<string, unknown>;

function ChoiceSelect({ field, ...rest }: { field: FormField } & Record<string, unknown>) {
  const { options, loading } = useChoices(field.list!);
  return <Select allowClear={!field.required} showSearch={{ optionFilterProp: 'label' }} loading={loading} options={options} {...rest} />;
}

function RefSelect({ field, ...rest }: { field: FormField } & Record<string, unknown>) {
  const { options, loading } = useRefOptions(field.module!);
  return <Select allowClear={!field.required} showSearch={{ optionFilterProp: 'label' }} loading={loading} options={options} {...rest} />;
}

/** Baht as the forms show money: thousands separated once typed, two decimals (left alone while the user types). */
const groupThousands = (v: string | number | undefined, info: { userTyping: boolean; input: string }) =>
  (info.userTyping ? info.input : v === undefined || v === '' ? '' : Number(v).toFixed(2).replace(/\B(?=(\d{3})+(?!\d))/g, ','));
const ungroup = (v: string | undefined) => (v ?? '').replace(/,/g, '');

/**
 * A year (a graduation): Thai readers type and read it in the Buddhist era; the form keeps the
 * common-era year the server checks.
 */
function YearInput(props: Record<string, unknown>) {
  const { lang } = useLang();
  const shift = lang === 'th' ? BUDDHIST_ERA_OFFSET : 0;
  return (
    <InputNumber style={{ width: '100%' }} {...props}
      formatter={(v) => (v === undefined || v === null || v === '' ? '' : String(Number(v) + shift))}
      parser={(s) => (s ? Number(s.replace(/\D/g, '')) - shift : (null as unknown as number))} />
  );
}

/** The input for one field; FieldItem injects id, value and onChange, which pass straight through. */
function Control({ field, ...common }: { field: FormField } & Record<string, unknown>) {
  switch (field.kind) {
    case 'choice': return <ChoiceSelect field={field} {...common} />;
    case 'ref': return <RefSelect field={field} {...common} />;
    case 'image': return <ImageField uploadPath="/1.0/user/upload/imagedata" {...common} />;
    case 'number': return /Year$/.test(field.name) ? <YearInput {...common} /> : <InputNumber style={{ width: '100%' }} {...common} />;
    case 'money': return <InputNumber style={{ width: '100%' }} min={0} precision={2} step={100} formatter={groupThousands} parser={ungroup} {...common} />;
    case 'boolean': return <Switch {...common} />;
    case 'date': return <LocalDatePicker style={{ width: '100%' }} {...common} />;
    case 'longText': return <Input.TextArea rows={3} maxLength={field.max} showCount {...common} />;
    default: return <Input maxLength={field.max} {...common} />;
  }
}

/** Form values → the body the save call takes: dates as YYYY-MM-DD, empty optional fields as null. */
export function toSectionBody(fields: FormField[], values: Values): Values {
  return Object.fromEntries(fields.map((f) => {
    const v = values[f.name];
    if (f.kind === 'boolean') return [f.name, !!v];
    if (v === undefined || v === '' || v === null) return [f.name, null];
    if (f.kind === 'date') return [f.name, dayjs(v as string).format('YYYY-MM-DD')];
    return [f.name, v];
  }));
}

/**
 * The edit form of one section of the record, its controls and messages read from the same zod
 * schema the server checks (packages/domain/src/employee/sections.ts).
 */
export function SectionForm({ schema, form, initial }: { schema: z.ZodObject; form: FormInstance; initial?: Values | null }) {
  const { t } = useTranslation();
  const fields = formFieldsOf(schema);
  useEffect(() => {
    form.resetFields();
    form.setFieldsValue(Object.fromEntries(fields.map((f) => {
      const v = initial?.[f.name];
      return [f.name, f.kind === 'date' && v ? dayjs(v as string) : v ?? (f.kind === 'boolean' ? false : undefined)];
    })));
    // The form opens once per row or section; `fields` is read from `schema`.
  }, [form, initial, schema]);
  const rules = (f: FormField): FormRule[] => [{
    required: f.required,
    validator: async (_r, value: unknown) => {
      const res = (schema.shape[f.name] as z.ZodType).safeParse(toSectionBody([f], { [f.name]: value })[f.name]);
      if (res.success) return;
      throw new Error(ruleMessage(t, res.error.issues[0]?.message ?? 'validation.invalid', f.name));
    },
  }];
  return (
    <Form form={form} layout="vertical" data-testid="section-form">
      {fields.map((f) => (
        <FieldItem key={f.name} name={f.name} label={fieldLabel(t, f.name)} rules={rules(f)} valuePropName={f.kind === 'boolean' ? 'checked' : 'value'}>
          <Control field={f} />
        </FieldItem>
      ))}
    </Form>
  );
}
