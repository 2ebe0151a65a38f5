/**
 * Malformed requests derived from an OpenAPI operation (issue 13 point 5): a plausible body built
 * from the request schema, then one fault at a time (wrong type, missing, null, huge, NUL byte,
 * impossible date, negative or huge number, deep nesting, extra field), plus malformed whole bodies
 * and query/path values. Deterministic: every choice comes from a PRNG seeded by the operation's
 * method and path, so a case list never depends on run order or the clock.
 */

import { deepJson } from './hostile-files';

export type Schema = {
  type?: string; properties?: Record<string, Schema>; required?: string[]; items?: Schema; enum?: unknown[];
  pattern?: string; format?: string; minLength?: number; maxLength?: number; minimum?: number; maximum?: number;
  minItems?: number; nullable?: boolean;
};
export type Parameter = { name: string; in: string; required?: boolean; schema?: Schema };
export type Operation = { method: string; path: string; body?: Schema; multipart: boolean; parameters: Parameter[] };
/** One request to send: `raw` bodies go out as the given text with a JSON content type. */
export type FuzzCase = { label: string; url: string; body?: unknown; raw?: string };
/** Known row ids by field name (companyId, employeeId, leaveTypeId ...) so references can resolve. */
export type IdPool = { byName: Record<string, string>; any: string[] };

/** mulberry32: a tiny seeded PRNG, good enough to pick cases reproducibly. */
export function prng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
/** FNV-1a of a text: the operation's seed. */
export const seedOf = (text: string) => [...text].reduce((h, c) => Math.imul(h ^ c.charCodeAt(0), 16777619) >>> 0, 2166136261);

type Rng = () => number;
const pick = <T>(rng: Rng, xs: readonly T[]): T => xs[Math.floor(rng() * xs.length)]!;
function shuffle<T>(rng: Rng, xs: T[]): T[] {
  for (let i = xs.length - 1; i > 0; i -= 1) {
    const j = Math.floor(rng() * (i + 1));
    [xs[i], xs[j]] = [xs[j]!, xs[i]!];
  }
  return xs;
}

const DATE = /date|birth|day$|from$|to$/i;
const isDateField = (name: string, s: Schema) => s.pattern === '^\\d{4}-\\d{2}-\\d{2}$' || (s.type === 'string' && DATE.test(name));
const idFor = (name: string, pool: IdPool, rng: Rng) => pool.byName[name] ?? pool.byName[name.replace(/Ids?$/, 'Id')] ?? pick(rng, pool.any);

/** A value the schema accepts (as far as its JSON Schema tells), so one fault at a time reaches the service. */
export function plausible(s: Schema, name: string, pool: IdPool, rng: Rng): unknown {
  if (s.enum?.length) return s.enum[0];
  switch (s.type) {
    case 'string': {
      if (s.format === 'uuid') return idFor(name, pool, rng);
      if (isDateField(name, s)) return '2026-11-23';
      if (s.pattern?.includes(':[0-5]')) return '08:30';
      if (s.pattern === '^\\d{5}$') return '10110';
      if (/email/i.test(name)) return 'fuzz.case@test.co.th';
      const text = 'Fuzz text'.padEnd(s.minLength ?? 0, 'x');
      return s.maxLength !== undefined ? text.slice(0, Math.max(s.maxLength, s.minLength ?? 0)) : text;
    }
    case 'integer': case 'number': return Math.max(s.minimum ?? 1, Math.min(s.maximum ?? 1, 1));
    case 'boolean': return true;
    case 'array': return s.items ? Array.from({ length: Math.max(1, s.minItems ?? 1) }, () => plausible(s.items!, name, pool, rng)) : [];
    case 'object': return Object.fromEntries(Object.entries(s.properties ?? {}).map(([k, v]) => [k, plausible(v, k, pool, rng)]));
    default: return 'x';
  }
}

const HUGE_TEXT = 'ก'.repeat(60_000);
const deep = (levels: number): unknown => (levels === 0 ? 'bottom' : { a: deep(levels - 1) });
const deepArray = (levels: number): unknown => (levels === 0 ? [] : [deepArray(levels - 1)]);

/** The faults that fit a field of this schema: [label, value], `undefined` meaning "left out". */
function faultsOf(s: Schema, name: string): Array<[string, unknown]> {
  const common: Array<[string, unknown]> = [['null', null], ['missing', undefined], ['deep-nesting', deep(64)], ['array', deepArray(3)]];
  switch (s.type) {
    case 'string': {
      const out: Array<[string, unknown]> = [['number', 12345], ['empty', ''], ['nul', 'a\u0000b'], ['huge', HUGE_TEXT], ['spaces', '   '], ['object', { x: 1 }]];
      if (isDateField(name, s)) out.push(['date-feb30', '2026-02-30'], ['date-13-45', '2026-13-45'], ['date-0000', '0000-01-01'], ['date-9999', '9999-12-31'], ['date-text', 'yesterday']);
      if (s.format === 'uuid') out.push(['uuid-bad', 'not-a-uuid'], ['uuid-unknown', '00000000-0000-4000-8000-00000000f022'], ['uuid-nil', '00000000-0000-0000-0000-000000000000']);
      if (s.enum) out.push(['enum-unknown', 'NOT_A_CHOICE']);
      return [...out, ...common];
    }
    case 'integer': case 'number':
      return [['string', 'abc'], ['numeric-string', '12'], ['negative', -1], ['very-negative', -1e15], ['huge', 1e308], ['beyond-int', 2 ** 53 + 1], ['fraction', 1.5], ['zero', 0], ['boolean', true], ...common];
    case 'boolean': return [['string', 'yes'], ['number', 1], ...common];
    case 'array': return [['object', { 0: 'x' }], ['string', 'x'], ['empty', []], ['many', Array.from({ length: 5000 }, () => 'x')], ['nul-item', ['\u0000']], ...common];
    case 'object': return [['string', 'x'], ['empty', {}], ['extra', { unexpected: 1 }], ...common];
    default: return common;
  }
}

/** Every field path of a body with its schema (nested objects and first array items, 3 levels deep). */
function fieldsOf(s: Schema, prefix: Array<string | number> = [], depth = 0): Array<{ path: Array<string | number>; schema: Schema }> {
  if (depth > 3) return [];
  const out: Array<{ path: Array<string | number>; schema: Schema }> = [];
  for (const [k, v] of Object.entries(s.properties ?? {})) {
    out.push({ path: [...prefix, k], schema: v });
    if (v.type === 'object') out.push(...fieldsOf(v, [...prefix, k], depth + 1));
    if (v.type === 'array' && v.items?.type === 'object') out.push(...fieldsOf(v.items, [...prefix, k, 0], depth + 1));
  }
  return out;
}

function withValue(body: unknown, path: Array<string | number>, value: unknown): unknown {
  const copy = structuredClone(body) as Record<string | number, unknown>;
  let at = copy;
  for (const key of path.slice(0, -1)) at = at[key] as Record<string | number, unknown>;
  const last = path.at(-1)!;
  if (value === undefined) delete at[last];
  else at[last] = value;
  return copy;
}

/** The URL with path parameters filled in (known ids where they fit) and the query given. */
function urlOf(op: Operation, base: string, pool: IdPool, rng: Rng, path: Record<string, string> = {}, query?: Record<string, string | string[]>) {
  let url = base + op.path;
  for (const p of op.parameters.filter((x) => x.in === 'path')) {
    const value = path[p.name] ?? String(plausible(p.schema ?? { type: 'string' }, p.name, pool, rng));
    url = url.replace(`{${p.name}}`, encodeURIComponent(value));
  }
  if (!query) return url;
  const qs = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) for (const one of [v].flat()) qs.append(k, one);
  return `${url}?${qs.toString()}`;
}

const PATH_FAULTS: Array<[string, string]> = [['nul', 'a\u0000b'], ['huge', 'x'.repeat(5_000)], ['traversal', '../../etc/passwd'], ['not-uuid', 'abc'], ['unknown-uuid', '00000000-0000-4000-8000-00000000f022'], ['date-feb30', '2026-02-30']];

/** The operation's URL with plausible path and query values: where a well-formed upload would go. */
export function plausibleUrl(op: Operation, base: string, pool: IdPool): string {
  const rng = prng(seedOf(`${op.method} ${op.path}`));
  const queryParams = op.parameters.filter((p) => p.in === 'query');
  const goodQuery = Object.fromEntries(queryParams.map((p) => [p.name, String(plausible(p.schema ?? { type: 'string' }, p.name, pool, rng))]));
  return urlOf(op, base, pool, rng, {}, queryParams.length ? goodQuery : undefined);
}

/** Up to `budget` malformed requests for one operation, always the same for the same operation and pool. */
export function casesOf(op: Operation, base: string, pool: IdPool, budget = 18): FuzzCase[] {
  const rng = prng(seedOf(`${op.method} ${op.path}`));
  const cases: FuzzCase[] = [];
  const queryParams = op.parameters.filter((p) => p.in === 'query');
  const pathParams = op.parameters.filter((p) => p.in === 'path');
  const goodQuery = Object.fromEntries(queryParams.map((p) => [p.name, String(plausible(p.schema ?? { type: 'string' }, p.name, pool, rng))]));
  const url = urlOf(op, base, pool, rng, {}, queryParams.length ? goodQuery : undefined);

  // Path and query values: each parameter gets a couple of faults.
  for (const p of pathParams) {
    for (const [label, value] of shuffle(rng, [...PATH_FAULTS]).slice(0, 3)) cases.push({ label: `path ${p.name} ${label}`, url: urlOf(op, base, pool, rng, { [p.name]: value }, queryParams.length ? goodQuery : undefined), body: op.method === 'get' ? undefined : {} });
  }
  for (const p of queryParams) {
    const faults: Array<[string, string | string[] | undefined]> = [['missing', undefined], ['empty', ''], ['nul', 'a\u0000b'], ['huge', 'x'.repeat(5_000)], ['repeated', ['a', 'b']], ['date-feb30', '2026-02-30'], ['number', '-1e309']];
    for (const [label, value] of shuffle(rng, faults).slice(0, 3)) {
      const query: Record<string, string | string[]> = { ...goodQuery };
      if (value === undefined) delete query[p.name];
      else query[p.name] = value;
      cases.push({ label: `query ${p.name} ${label}`, url: urlOf(op, base, pool, rng, {}, query), body: op.method === 'get' ? undefined : {} });
    }
  }
  if (op.method === 'get') {
    cases.push({ label: 'query unexpected', url: `${url}${url.includes('?') ? '&' : '?'}unexpected=%00&__proto__=1` });
    return cases.slice(0, budget);
  }

  // Whole bodies that are wrong as a whole: every POST gets these, uploads included.
  cases.push(
    { label: 'body malformed json', url, raw: '{"a": [1, 2' },
    { label: 'body array', url, body: [1, 'two', null] },
    { label: 'body string', url, raw: '"just a string"' },
    { label: 'body deep nesting', url, body: deep(400) },
    // Issue 35 point 14: this deep, the walks after parsing overflowed the stack (500 on every route).
    { label: 'body nested 20,000 levels', url, raw: deepJson(20_000) },
  );
  const schema = op.body;
  if (!schema || op.multipart) return cases.slice(0, budget);
  const good = plausible(schema, '', pool, rng);
  cases.push({ label: 'body extra field', url, body: { ...(good as object), unexpected: 'x', constructor: { prototype: { polluted: true } } } });
  if (schema.required?.length) cases.push({ label: 'body empty', url, body: {} });

  // One class of fault in every field it fits at once: finds the class wherever it breaks.
  const fields = fieldsOf(schema);
  const everywhere = (label: string, fits: (f: (typeof fields)[number]) => boolean, value: unknown) => {
    const hit = fields.filter(fits);
    if (hit.length) cases.push({ label: `every ${label}`, url, body: hit.reduce((b, f) => withValue(b, f.path, value), good) });
  };
  const isText = (f: (typeof fields)[number]) => f.schema.type === 'string' && !f.schema.enum;
  const isDate = (f: (typeof fields)[number]) => isDateField(String(f.path.at(-1)), f.schema);
  const isNumber = (f: (typeof fields)[number]) => f.schema.type === 'number' || f.schema.type === 'integer';
  everywhere('text with a NUL byte', (f) => isText(f) && !isDate(f) && f.schema.format !== 'uuid', 'a\u0000b');
  everywhere('date 2026-02-30', isDate, '2026-02-30');
  everywhere('date 0000-01-01', isDate, '0000-01-01');
  everywhere('number negative', isNumber, -1e15);
  everywhere('number huge', isNumber, 1e308);
  everywhere('number fraction', isNumber, 1.5);
  everywhere('id unknown', (f) => f.schema.format === 'uuid', '00000000-0000-4000-8000-00000000f022');

  // Then one fault in one field per body; every field gets one before any field gets a second.

  const rounds = fields.map((f) => shuffle(rng, faultsOf(f.schema, String(f.path.at(-1)))).map(([label, value]) => ({ f, label, value })));
  const room = budget - cases.length;
  const chosen: Array<{ f: (typeof fields)[number]; label: string; value: unknown }> = [];
  for (let round = 0; chosen.length < room && rounds.some((r) => r.length > round); round += 1) {
    for (const r of shuffle(rng, [...rounds])) if (r[round] && chosen.length < room) chosen.push(r[round]!);
  }
  for (const { f, label, value } of chosen) cases.push({ label: `${f.path.join('.')} ${label}`, url, body: withValue(good, f.path, value) });
  return cases;
}
