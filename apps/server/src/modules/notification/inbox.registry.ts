import type { Lang } from '@hr/domain';
import type { InboxItem } from '@hr/domain/inbox';
import type { Deps } from '../../platform/context';
import { t } from '../../platform/i18n';

/** What a notice's text is made of in one language: the parameters of its keys, and the extra lines of its body. */
export type NoticeText = { params: Record<string, string | number>; details?: string[] };

/**
 * A kind of in-app notice, declared by the module whose event it tells of (leave, sensitive
 * information, outings; announcements and warning letters later). Its words are the keys
 * `notices:<kind>.title` and `notices:<kind>.body` (plural forms through a `count` parameter),
 * then `notices:<kind>.<detail>` for each detail line `render` asks for; `render` turns the facts
 * stored with the notice (`P`, plain JSON) into their parameters in the reader's language, so a
 * notice reads in the language of whoever opens it, whenever they do.
 */
export type NoticeKind<P> = {
  kind: string;
  /** The web route the notice opens, its ':id' the notice's object; null when it opens nothing. */
  route: string | null;
  render(lang: Lang, facts: P): NoticeText;
};

/** Declares a kind (the type of its stored facts travels with it to `notify`). */
export const noticeKind = <P>(kind: NoticeKind<P>): NoticeKind<P> => kind;

// Each kind reads its own facts: `render` is a method, so a kind of any facts is one of unknown facts.
type AnyKind = NoticeKind<unknown>;
/**
 * The kinds of each app (its deps), registered as its routes are, as the pending counters are:
 * kept per app, not per process, so apps built side by side never see each other's.
 */
const kindsOf = new WeakMap<Deps, Map<string, AnyKind>>();

/** A module adds its kinds of notice (call it where it registers its routes). */
export function registerNoticeKinds(deps: Deps, kinds: AnyKind[]) {
  const known = kindsOf.get(deps) ?? new Map<string, AnyKind>();
  kindsOf.set(deps, known);
  for (const k of kinds) known.set(k.kind, k);
}

/** A stored notice as the reader's list needs it. */
export type NoticeRow = { id: string; kind: string; params: unknown; linkPath: string | null; objectId: string | null; createdAt: Date; readAt: Date | null };

/**
 * A notice in the reader's language. A kind no module declares any more (a module removed) still
 * reads as a notice, in general words, and opens nothing.
 */
export function renderNotice(deps: Deps, lang: Lang, row: NoticeRow): InboxItem {
  const kind = kindsOf.get(deps)?.get(row.kind);
  const base = { id: row.id, kind: row.kind, createdAt: row.createdAt.toISOString(), readAt: row.readAt?.toISOString() ?? null };
  if (!kind) return { ...base, title: t(lang, 'notices:unknown.title'), body: '', link: null };
  const { params, details = [] } = kind.render(lang, row.params);
  const body = [t(lang, `notices:${row.kind}.body`, params), ...details.map((d) => t(lang, `notices:${row.kind}.${d}`, params))].join('\n');
  const link = row.linkPath ? row.linkPath.replace(':id', row.objectId ?? '') : null;
  return { ...base, title: t(lang, `notices:${row.kind}.title`, params), body, link };
}
