import { cloneElement, type ReactElement } from 'react';
import { Form, Input, Select, type FormItemProps } from 'antd';
import type { TFunction } from 'i18next';
import { LocalDatePicker } from '../shell/LocalDatePicker';
import { fieldLabel } from './field-label';

type Options = { options?: Array<{ value: string; label: string }>; loading?: boolean };

/**
 * The controls of the hand-laid employee forms (add-employee, employment): a searchable select, a
 * date picker in the reader's calendar and a text box, each named for its field in tests.
 */
export function formControls<F extends string>(t: TFunction) {
  return {
    select: (name: F, src: Options, extra: Record<string, unknown> = {}) => (
      <Select showSearch={{ optionFilterProp: 'label' }} allowClear options={src.options} loading={src.loading}
        placeholder={t('employee:add.select', { field: fieldLabel(t, name) })} data-testid={`field-${name}`} {...extra} />
    ),
    date: (name: F) => <LocalDatePicker style={{ width: '100%' }} data-testid={`field-${name}`} placeholder={t('employee:add.pickDate')} />,
    text: (name: F, max: number, extra: Record<string, unknown> = {}) => <Input maxLength={max} data-testid={`field-${name}`} {...extra} />,
  };
}

type NamePath = string | number | Array<string | number>;

/** The id of a field's control, `field-<name>` (`field-a_b` for the nested name ['a', 'b']): tests and labels find the control by it. */
export const fieldId = (name: NamePath): string => `field-${[name].flat().join('_')}`;

/**
 * A field of a form: antd's Form.Item with its label tied to its control. Form.Item points its label
 * at the id it would give the control (`<name>`, or `<form>_<name>` in a named form), so a control
 * carrying its own id (`field-<name>`, which tests find it by) left the label pointing at nothing:
 * clicking the label did nothing and a screen reader announced the control without a name. Here
 * the label's `for` and the control's id are one value, `fieldId(name)`, and the control's test id
 * is the same unless it brings its own.
 */
export function FieldItem({ name, children, ...item }: Omit<FormItemProps, 'name' | 'htmlFor' | 'children'> & {
  name: NamePath; children: ReactElement<{ id?: string; 'data-testid'?: string }>;
}) {
  const id = fieldId(name);
  return (
    <Form.Item name={name} htmlFor={id} {...item}>
      {cloneElement(children, { id, 'data-testid': children.props['data-testid'] ?? id })}
    </Form.Item>
  );
}
