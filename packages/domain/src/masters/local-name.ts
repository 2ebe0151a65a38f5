import type { Lang } from '../languages';

/*
 * A master row's name as its reader reads it (issue 15 point 3): Thai readers the Thai name;
 * Khmer and Burmese readers the name in their script where the row has one, else the English
 * name (masters carried only English and Thai before; HR fills the others over time); English
 * readers the English name. The server's SQL form of the same rule is in apps/server
 * platform/local-name.ts.
 */

/** The name column a reader's language reads first. */
export const NAME_FIELD: Record<Lang, 'nameEn' | 'nameTh' | 'nameKm' | 'nameMy'> = { en: 'nameEn', th: 'nameTh', km: 'nameKm', my: 'nameMy' };

export type NamedRow = { nameEn?: unknown; nameTh?: unknown; nameKm?: unknown; nameMy?: unknown };

/** The row's name in the reader's language, falling back to English. */
export function localName(lang: Lang, row: NamedRow): string {
  const own = row[NAME_FIELD[lang]];
  return String(typeof own === 'string' && own.trim() ? own : row.nameEn ?? '');
}
