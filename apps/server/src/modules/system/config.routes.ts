import { z } from 'zod';
import { CHOICE_LISTS, CHOICES, EMAIL_MAX, EMAIL_MIN, HALF_DAY_WINDOWS, LANGUAGES, MASTERS, PASSWORD_MIN } from '@hr/domain';
import { replies } from '../../platform/envelope';
import { ok } from '../../platform/reply';
import { routes } from '../../platform/routes';
import { t } from '../../platform/i18n';
import { UPLOAD_RULES } from '../files/files.routes';
import { APP_BUILD, APP_VERSION } from './version';

const ZChoice = z.object({ value: z.string(), label: z.string() });
const ZConfig = z.object({
  version: z.string(), build: z.string(), timezone: z.string(), languages: z.array(z.string()),
  limits: z.object({ uploadBytes: z.number(), uploadFiles: z.number(), emailMin: z.number(), emailMax: z.number(), passwordMin: z.number() }),
  halfDayWindows: z.record(z.string(), z.object({ from: z.string(), to: z.string() })),
  dropdownModules: z.array(z.string()),
  choices: z.record(z.string(), z.array(ZChoice)),
});

/**
 * The config request of SPEC section 7 "Global": what every form needs besides the masters —
 * the fixed select lists (titles, genders, nationalities …) labelled in the caller's language,
 * the limits the forms announce, and which lists getDropdownByModuleName serves. The client reads
 * it once per language and keeps it.
 */
export const configRoutes = routes((app, deps) => {
  app.post('/api/1.0/get/config', {
    schema: { tags: ['System'], summary: 'Application configuration and the fixed select lists, labelled in the caller\'s language', body: z.strictObject({}).optional(), response: replies(ZConfig) },
    config: { access: { permission: 'member', scope: 'none' } },
  }, async (req) => {
    const lang = req.ctx.lang;
    const choices = Object.fromEntries(CHOICE_LISTS.map((list) => [list, CHOICES[list].map((value) => ({ value, label: t(lang, `choices:${list}.${value}`) }))]));
    return ok(req, {
      version: APP_VERSION, build: APP_BUILD, timezone: deps.config.APP_TIMEZONE, languages: [...LANGUAGES],
      limits: { uploadBytes: UPLOAD_RULES.file.maxBytes, uploadFiles: UPLOAD_RULES.file.maxFiles, emailMin: EMAIL_MIN, emailMax: EMAIL_MAX, passwordMin: PASSWORD_MIN },
      halfDayWindows: HALF_DAY_WINDOWS,
      dropdownModules: [...new Set(['company', ...MASTERS.map((m) => m.name)])],
      choices,
    });
  });
});
