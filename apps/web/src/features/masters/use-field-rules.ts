import type { FormRule } from 'antd';
import { useTranslation } from 'react-i18next';
import type { FieldDef } from '@hr/domain/masters/define';
import { fieldSchema } from '@hr/domain/masters/zod';

/** antd rules from the same zod schema the server checks, with the same localized messages. */
export function useFieldRules() {
  const { t } = useTranslation();
  return (name: string, f: FieldDef): FormRule[] => {
    const schema = fieldSchema(f);
    return [{
      required: !!f.required,
      validator: async (_r, value: unknown) => {
        const v = typeof value === 'string' && f.type !== 'text' && f.type !== 'longText' ? value : value ?? (f.required ? undefined : null);
        const res = schema.safeParse(v === '' && !f.required ? null : v);
        if (res.success) return;
        const key = res.error.issues[0]?.message ?? 'validation.invalid';
        throw new Error(t(`validation:${key.replace(/^validation\./, '')}`, { field: t(`fields:${name}`) }));
      },
    }];
  };
}
