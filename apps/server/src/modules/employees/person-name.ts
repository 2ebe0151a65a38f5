import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

type Named = { firstNameEn: AnyPgColumn; lastNameEn: AnyPgColumn; firstNameTh: AnyPgColumn; lastNameTh: AnyPgColumn };

/** A person's full name in the reader's language (Thai for Thai readers, English for everyone else), from the employees table or an alias of it. */
export const personName = (t: Named, thai: boolean): SQL<string> =>
  (thai ? sql<string>`${t.firstNameTh} || ' ' || ${t.lastNameTh}` : sql<string>`${t.firstNameEn} || ' ' || ${t.lastNameEn}`);
