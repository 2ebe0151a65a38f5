import { ZPreferredLanguage, ZUuid } from '@hr/domain';
import { replies } from '../../platform/envelope';
import { actorOf, userOf } from '../../platform/context';
import { ok } from '../../platform/reply';
import { routes } from '../../platform/routes';
import { EDIT_HR } from './employee-edit.access';
import { savePreferredLanguage } from './preferred-language.service';

const tags = ['Employee edit'];

/**
 * The language of an employee's documents and mail (issue 35 point 7): every member sets their own
 * (the profile, and the language switcher's offer), HR anyone's on the record. The self call takes
 * no employee id, so no one changes another's language but HR.
 */
export const preferredLanguageRoutes = routes((app, deps) => {
  app.post('/api/1.0/save/self/preferredLanguage', {
    schema: { tags, summary: 'Set the language of the caller\'s payslips, letters and mail (en, th, km, my)', body: ZPreferredLanguage, response: replies(ZPreferredLanguage) },
    config: { access: { permission: 'member', scope: 'self' } },
  }, async (req) => ok(req, await savePreferredLanguage(deps, userOf(req).id, req.body.preferredLang, actorOf(req))));

  app.post('/api/1.0/save/preferredLanguage', {
    schema: { tags, summary: 'Set the language of an employee\'s payslips, letters and mail (HR)', body: ZPreferredLanguage.extend({ id: ZUuid }), response: replies(ZPreferredLanguage) },
    config: { access: EDIT_HR },
  }, async (req) => ok(req, await savePreferredLanguage(deps, req.body.id, req.body.preferredLang, actorOf(req))));
});
