import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Lang } from '@hr/domain';

/** A master table's name columns; Khmer and Burmese ones where the master has them (names() in the registry). */
export type NameColumns = { nameEn: AnyPgColumn | unknown; nameTh: AnyPgColumn | unknown; nameKm?: AnyPgColumn | unknown; nameMy?: AnyPgColumn | unknown };

/**
 * A master row's name in the reader's language, as SQL (the rule of packages/domain
 * masters/local-name.ts): Thai for Thai readers; Khmer or Burmese where the row has it, English
 * otherwise; English for English readers.
 */
export function nameSql(lang: Lang, t: NameColumns): SQL<string> {
  if (lang === 'th') return sql<string>`${t.nameTh}`;
  const own = lang === 'km' ? t.nameKm : lang === 'my' ? t.nameMy : undefined;
  return own ? sql<string>`coalesce(nullif(${own}, ''), ${t.nameEn})` : sql<string>`${t.nameEn}`;
}
