import type { FormRule } from 'antd';
import type { TFunction } from 'i18next';
import { isStrongPassword } from '@hr/domain/password-rule';

/** Form rules built from the shared domain rules and the shared message keys. */
export const required = (t: TFunction, field: string): FormRule => ({ required: true, whitespace: true, message: t('validation:required', { field: t(`fields:${field}`) }) });
export const strongPassword = (t: TFunction): FormRule => ({
  validator: (_r, v: string | undefined) => (!v || isStrongPassword(v) ? Promise.resolve() : Promise.reject(new Error(t('validation:password', { field: t('fields:password') })))),
});
export const sameAs = (t: TFunction, other: string): FormRule => ({ getFieldValue }) => ({
  validator: (_r, v: string | undefined) => (!v || v === getFieldValue(other) ? Promise.resolve() : Promise.reject(new Error(t('validation:passwordMismatch')))),
});
