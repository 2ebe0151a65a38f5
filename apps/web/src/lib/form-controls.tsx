import { Input, Select } from 'antd';
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
