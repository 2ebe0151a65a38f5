/**
 * The master-data registry (DESIGN.md section 3): one declaration per master. From it come the
 * database table (packages/db), the zod schemas (zod.ts here), the API routes and OpenAPI
 * (apps/server modules/masters), and the generic list / form / view pages (apps/web).
 */
export type FieldType = 'text' | 'longText' | 'integer' | 'decimal' | 'boolean' | 'date' | 'time' | 'ref' | 'choice' | 'image';

/** The parts of a Thai postal address, filled by cascading selects from the address dataset. */
export type AddressPart = 'province' | 'district' | 'subDistrict' | 'zipCode';

export type FieldDef = {
  type: FieldType;
  required?: boolean;
  /** Unique among the master's rows (case-insensitive for text). */
  unique?: boolean;
  max?: number;
  min?: number;
  /** For numbers: strictly greater than `min` (SPEC: days per year greater than 0). */
  exclusiveMin?: boolean;
  /** Text restricted to a shape, each with its SPEC section 5 message (validators.ts holds the rules). */
  pattern?: 'numeric' | 'characters' | 'code' | 'email' | 'phone' | 'website' | 'taxId';
  default?: string | number | boolean;
  /** For 'ref': the master it points at (or 'company'). Stored as its id, with a foreign key. */
  ref?: string;
  /** For 'choice': the allowed values; labels come from masters:choices.<value>. */
  choices?: readonly string[];
  /** Worked out from other fields by the master's `derive`; shown, never typed. */
  computed?: boolean;
  /** For 'decimal': digits after the point (default 2; coordinates need 6). */
  scale?: number;
  /** The database column when it differs from the field name (kept when a field is renamed). */
  column?: string;
  /** A part of a Thai address: the form shows the four parts as one cascading group, the server checks the combination. */
  address?: AddressPart;
};

/** A rule across fields broken: which field to mark and the message key (validation namespace). */
export type RuleIssue = { field: string; key: string; params?: Record<string, string | number> };
export type MasterValues = Record<string, unknown>;
/** What a derivation may know beyond the row: today's date in the company's time zone. */
export type DeriveContext = { today: string };

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
  aliases?: { save?: string; search?: string; get?: string; status?: string };
  /** A hand-written part shown beside the generic form (the role's permission tree). */
  extension?: 'rolePermissions';
  /** The spec's page names under the list route (default 'add' and '{id}/edit'). */
  pages?: { add?: string; edit?: string };
  /** A translation key shown above the form (a working-time change counts from the next day). */
  notice?: string;
  /**
   * Required fields that rows made outside the form may still lack (the first company, made by
   * create-admin before HR completes it): their columns allow null, the API still demands them.
   */
  incompleteFields?: readonly string[];
  /** A page listing the rows that point at one row through this 'ref' field ({id}/subList: a company's child companies). */
  subList?: { field: string; page: string };
  /** Unique fields are unique within this 'ref' field (department names per company). */
  uniqueWithin?: string;
  /** Rules across fields (SPEC section 5), checked by the API schema and by the form alike. */
  check?: (v: MasterValues) => RuleIssue[];
  /** Fills the computed fields from the others; run by the server before it stores a row. */
  derive?: (v: MasterValues, ctx: DeriveContext) => MasterValues;
};

export const defineMaster = <T extends MasterDef>(def: T): T => def;

/** Common field pairs. */
export const names = (max = 200) => ({
  nameEn: { type: 'text', required: true, unique: true, max },
  nameTh: { type: 'text', required: true, unique: true, max },
  // Issue 15: Cambodian and Myanmar staff read master data in their own script; a row without one
  // shows its English name to them (packages/domain/src/masters/local-name.ts).
  nameKm: { type: 'text', max },
  nameMy: { type: 'text', max },
}) as const satisfies Record<string, FieldDef>;
