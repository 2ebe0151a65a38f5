import { BUDDHIST_ERA_OFFSET, isIsoDate, type Lang, type RuleIssue } from '@hr/domain';
import { AppError } from './app-error';
import { mailDate } from './date-text';
import { fieldError } from './validation-errors';

/** A rule's dates and years as the reader writes them: a Thai reader sees Buddhist-era years. */
function readerParams(lang: Lang, params?: Record<string, string | number>): Record<string, string | number> | undefined {
  if (!params) return params;
  return Object.fromEntries(Object.entries(params).map(([k, v]) => {
    if (typeof v === 'string' && isIsoDate(v)) return [k, mailDate(lang, v)];
    if (k === 'year' && typeof v === 'number' && lang === 'th') return [k, v + BUDDHIST_ERA_OFFSET];
    return [k, v];
  }));
}

/**
 * A domain rule's issues as the platform's localized field errors (their keys are 'validation.<code>'):
 * every request type's filing checks answer through it, so it lives here rather than in one module.
 */
export const ruleIssueErrors = (lang: Lang, issues: RuleIssue[]) =>
  new AppError('VALIDATION', {}, null, issues.map((i) => fieldError(lang, i.field, i.key.replace(/^validation\./, ''), readerParams(lang, i.params))));
