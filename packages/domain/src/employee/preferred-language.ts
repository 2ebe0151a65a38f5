import { z } from 'zod';
import { LANGUAGES } from '../languages';

/**
 * The language an employee's payslips, payslip mail, warning letters, announcement mail and every
 * other notice to them are written in (issue 35 point 7): the employee sets it on their profile,
 * HR on the record, and switching the screen language offers to make that one the default.
 */
export const ZPreferredLang = z.enum(LANGUAGES, { error: 'validation.invalid' });
export const ZPreferredLanguage = z.strictObject({ preferredLang: ZPreferredLang });
export type PreferredLanguage = z.infer<typeof ZPreferredLanguage>;
