import { z } from 'zod';
import { ZUuid } from './validators';

/*
 * The in-app notification centre (issue 15 point 6): what its calls take and answer, shared by the
 * server's schemas and the bell. The bell sums two things: the caller's unread notices (here) and
 * what waits for their approval (GET /1.0/get/count/notification/self, the spec's meaning).
 */

/** /1.0/search/inbox/self: the caller's notices, newest first, a page at a time, optionally only the unread. */
export const ZInboxSearch = z.strictObject({
  page: z.number().int().min(1, { error: 'validation.tooSmall' }).max(100_000, { error: 'validation.tooLarge' }).default(1),
  pageSize: z.number().int().min(1, { error: 'validation.tooSmall' }).max(100, { error: 'validation.tooLarge' }).default(20),
  unreadOnly: z.boolean({ error: 'validation.invalid' }).default(false),
});
export type InboxSearch = z.input<typeof ZInboxSearch>;

/** /1.0/read/inbox/self: marks one of the caller's notices read. */
export const ZInboxRead = z.strictObject({ id: ZUuid });

/**
 * One notice as its reader reads it: title and body in the reader's language, written when read;
 * `link` the in-app path it opens (without the language prefix), null when it opens nothing.
 */
export type InboxItem = { id: string; kind: string; title: string; body: string; link: string | null; createdAt: string; readAt: string | null };
export type InboxPage = { items: InboxItem[]; total: number; unread: number; page: number; pageSize: number };
