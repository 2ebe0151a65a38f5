import type { FieldError, Lang } from '@hr/domain';
import type { ZodFastifySchemaValidationError } from 'fastify-type-provider-zod';
import { t } from './i18n';

const BY_ISSUE: Record<string, string> = {
  invalid_type: 'wrongType',
  too_small: 'tooShort',
  too_big: 'tooLong',
  invalid_format: 'invalid',
  invalid_value: 'invalid',
};

/** The localized label of a field: `labels.<name>` (records) or `fields.<name>` (sign-in pages), else the raw name. */
export function fieldLabel(lang: Lang, field: string): string {
  const name = field.split('.').filter((p) => !/^\d+$/.test(p)).pop() ?? field;
  for (const key of [`labels:${name}`, `fields:${name}`]) {
    const text = t(lang, key);
    if (text !== key) return text;
  }
  return name;
}

/**
 * One field's error. Messages live in `validation` (the sign-in pages load it) or `rules` (the
 * cross-field and format rules of the member screens, loaded with them); the code is the same.
 * `extra` fills the message's other placeholders (a calculator's RuleIssue params, e.g. {{days}}).
 */
export function fieldError(lang: Lang, field: string, code: string, extra?: Record<string, string | number>): FieldError {
  const params = { ...extra, field: fieldLabel(lang, field) };
  // With its params, so a key that has only plural forms (leaveBalance_one, _other) is found.
  const key = [`validation:${code}`, `rules:${code}`].find((k) => t(lang, k, params) !== k) ?? `validation:${code}`;
  return { field, code, text: t(lang, key, params) };
}

/**
 * Turns zod issues into one entry per failing field. Schemas in packages/domain carry message keys
 * ('validation.required'); zod's own messages are mapped by issue code. Unknown properties are
 * named one by one so the client sees which field it must not send.
 */
export function toFieldErrors(lang: Lang, issues: ZodFastifySchemaValidationError[], part: string): FieldError[] {
  const out: FieldError[] = [];
  for (const issue of issues) {
    const base = issue.instancePath.split('/').filter(Boolean).join('.');
    if (issue.keyword === 'unrecognized_keys') {
      for (const key of (issue.params as { keys?: string[] }).keys ?? []) out.push(fieldError(lang, base ? `${base}.${key}` : key, 'unknownField'));
      continue;
    }
    const field = base || part;
    const code = issue.message?.startsWith('validation.')
      ? issue.message.slice('validation.'.length)
      : issue.keyword === 'invalid_type' && /undefined/.test(issue.message ?? '') ? 'required' : (BY_ISSUE[issue.keyword] ?? 'invalid');
    out.push(fieldError(lang, field, code));
  }
  return out;
}
