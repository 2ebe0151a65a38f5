import type { TFunction } from 'i18next';
import type { MasterDef } from '@hr/domain/masters/define';
import { formatDate } from '../../lib/dates';
import type { Lang } from '../../lib/lang';

/**
 * A stored value as a reader sees it in a list, a view or a computed field: the name a reference
 * points at, a choice's label, dates in the reader's calendar (Buddhist era in Thai), numbers
 * with thousands separators and at most two decimals.
 */
export function formatCell(def: MasterDef, field: string, value: unknown, lang: Lang, t: TFunction, row?: Record<string, unknown>): string {
  const f = def.fields[field];
  if (value === null || value === undefined || value === '') return '—';
  // Addresses are stored in Thai; the server sends the reader's name beside them.
  if (f?.address && f.address !== 'zipCode') return String(row?.[`${field}Label`] ?? value);
  switch (f?.type) {
    case 'ref': return String(row?.[`${field}Label`] ?? value);
    case 'choice': return t(`masters:choices.${String(value)}`);
    case 'date': return formatDate(value as string, lang);
    case 'boolean': return t(value ? 'masters:ui.yes' : 'masters:ui.no');
    case 'integer': case 'decimal': return Number(value).toLocaleString('en-US', { maximumFractionDigits: 2 });
    default: return String(value);
  }
}
