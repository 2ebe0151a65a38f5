import type { FormInstance, FormRule } from 'antd';
import { useTranslation } from 'react-i18next';
import { ruleMessage } from '../../lib/field-label';
import type { FieldDef, MasterDef } from '@hr/domain/masters/define';
import { fieldSchema } from '@hr/domain/masters/zod';
import { fieldToBody, toBody } from './form-values';

/**
 * antd rules from the same zod schema and cross-field checks the server runs, with the same
 * localized messages: a field is marked before the request is sent.
 */
export function useFieldRules(def: MasterDef, form: FormInstance) {
  const { t } = useTranslation();
  const message = (key: string, name: string) => ruleMessage(t, key, name);
  return (name: string, f: FieldDef): FormRule[] => {
    const schema = fieldSchema(f);
    return [{
      required: !!f.required,
      validator: async (_r, value: unknown) => {
        const res = schema.safeParse(fieldToBody(f, value));
        if (!res.success) throw new Error(message(res.error.issues[0]?.message ?? 'validation.invalid', name));
        const issue = def.check?.(toBody(def, form.getFieldsValue(true) as Record<string, unknown>)).find((i) => i.field === name);
        if (issue) throw new Error(message(issue.key, name));
      },
    }];
  };
}
