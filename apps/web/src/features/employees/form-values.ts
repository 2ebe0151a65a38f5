import dayjs, { type Dayjs } from 'dayjs';
import type { FormInstance } from 'antd';
import type { TFunction } from 'i18next';
import { employeeCreateIssues, ZEmployeeCreate, type EmployeeCreate } from '@hr/domain/employee/create';
import { isRequiredIn, issueOf as schemaIssueOf, schemaRules, type CrossRules } from '../../lib/schema-rules';

export type EmployeeField = keyof typeof ZEmployeeCreate.shape;
export const EMPLOYEE_FIELDS = Object.keys(ZEmployeeCreate.shape) as EmployeeField[];

/** What the form holds: the create fields, dates as dayjs for the pickers. */
export type AddEmployeeValues = Partial<Omit<EmployeeCreate, 'joiningDate' | 'documentExpiry' | 'baseSalary'>> & {
  joiningDate?: Dayjs | null; documentExpiry?: Dayjs | null; baseSalary?: number | null;
};

export const INITIAL_VALUES: AddEmployeeValues = { workingTimeType: 'general' };

const DATES = new Set<EmployeeField>(['joiningDate', 'documentExpiry']);

/**
 * Whether a field is on the form for the chosen nationality (SPEC section 3: a Thai gives the citizen
 * id, anyone else a passport and its expiry, a Cambodian may add the national id card). A field that
 * does not apply is not shown, and goes to the API empty.
 */
export function applies(name: EmployeeField, v: AddEmployeeValues): boolean {
  switch (name) {
    case 'citizenId': return v.nationality === 'thai';
    case 'passportNumber': case 'documentExpiry': return !!v.nationality && v.nationality !== 'thai';
    case 'cambodianId': return v.nationality === 'cambodian';
    default: return true;
  }
}

/** One form value → its API value (dates YYYY-MM-DD, empty → null). */
function valueToBody(name: EmployeeField, v: unknown): unknown {
  if (v === undefined || v === null || v === '') return null;
  if (DATES.has(name)) return dayjs(v as Dayjs).format('YYYY-MM-DD');
  return v;
}

/** Form values → the body of POST /1.0/save/employeeInfo. */
export function toBody(values: AddEmployeeValues): Record<EmployeeField, unknown> {
  const v = values as Record<string, unknown>;
  return Object.fromEntries(EMPLOYEE_FIELDS.map((k) => [k, applies(k, values) ? valueToBody(k, v[k]) : null])) as Record<EmployeeField, unknown>;
}

const cross = employeeCreateIssues as CrossRules;

/** The message key (validation.required, validation.citizenId …) the server would give this field, or undefined. */
export const issueOf = (name: EmployeeField, values: AddEmployeeValues) => schemaIssueOf(ZEmployeeCreate, cross, toBody(values), name);

/** Whether the field must be filled, as the schema says for the values so far (the citizen id for a Thai, the pattern for general hours …). */
export const isRequired = (name: EmployeeField, values: AddEmployeeValues) => isRequiredIn(ZEmployeeCreate, cross, toBody(values), name);

/** antd rules from ZEmployeeCreate: the field's own schema, then the cross-field rules, in the server's words. */
export const employeeRules = (t: TFunction, form: FormInstance<AddEmployeeValues>) => schemaRules(t, form, ZEmployeeCreate, cross, toBody);
