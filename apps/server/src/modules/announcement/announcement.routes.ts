import { z } from 'zod';
import { replies } from '../../platform/envelope';
import { ok } from '../../platform/reply';
import { routes } from '../../platform/routes';

export const ZAnnouncementSlide = z.object({
  imageHeader: z.string().nullable(), title: z.string(), description: z.string(),
  imageAttachmentList: z.array(z.object({ urlImage: z.string(), nameImage: z.string() })),
});

/**
 * The after-login carousel's feed. Announcements (their table, editor and audience rules) arrive
 * with the announcement issue; until then there is nothing to announce, so the list is empty and
 * the shell closes its pop-up, as SPEC.md section 4 says it does on an empty list.
 */
export const announcementRoutes = routes((app) => {
  app.post('/api/1.0/get/AnnouncementAfterLogin', {
    schema: { tags: ['Announcement'], summary: 'Announcements to show in the pop-up after login', response: replies(z.array(ZAnnouncementSlide)) },
    config: { access: { permission: 'member', scope: 'self' } },
  }, async (req) => ok(req, []));
});
