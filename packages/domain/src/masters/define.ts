/**
 * The master-data registry (DESIGN.md section 3): one declaration per master. From it come the
 * database table (packages/db), the zod schemas (zod.ts here), the API routes and OpenAPI
 * (apps/server modules/masters), and the generic list / form / view pages (apps/web).
 */
export type FieldType = 'text' | 'longText' | 'integer' | 'decimal' | 'boolean' | 'date' | 'time';

export type FieldDef = {
  type: FieldType;
  required?: boolean;
  /** Unique among the master's rows (case-insensitive for text). */
  unique?: boolean;
  max?: number;
  min?: number;
  /** For numbers: strictly greater than `min` (SPEC: days per year greater than 0). */
  exclusiveMin?: boolean;
  /** Text restricted to digits ('numeric') or letters ('characters'), SPEC section 5 messages. */
  pattern?: 'numeric' | 'characters' | 'code';
  default?: string | number | boolean;
};

export type MasterDef = {
  /** The spec's name in call paths: /1.0/search/master/{name}. */
  name: string;
  /** Table name in the database. */
  table: string;
  /** The SPEC section 2 route under /system-settings. */
  route: string;
  /** The permission object id that guards the screens and the writes. */
  permission: string;
  fields: Record<string, FieldDef>;
  /** Columns of the list page, in order. */
  list: string[];
  /** Fields the free-text search looks in (Thai and English names at least). */
  search: string[];
  /** Field that names a row in messages and dropdowns, per language. */
  label: { en: string; th: string };
  /** Sort of the list when the user picks none. */
  defaultSort?: { field: string; dir: 'asc' | 'desc' };
  /** SPEC section 4: masters whose rows are cancelled (deactivated) rather than deleted. */
  cancel?: boolean;
  /** Extra call paths the spec names for this master (kept as aliases). */
  aliases?: { save?: string; search?: string; get?: string; cancel?: string };
};

export const defineMaster = <T extends MasterDef>(def: T): T => def;

/** Common field pairs. */
export const names = (max = 200) => ({
  nameEn: { type: 'text', required: true, unique: true, max },
  nameTh: { type: 'text', required: true, unique: true, max },
}) as const satisfies Record<string, FieldDef>;
