import type { TFunction } from 'i18next';
import type { ChoiceList } from '@hr/domain/choices';
import { displayYear, formatDate } from '../../lib/dates';
import { formatMoney, formatNumber, formatPercentChange } from '../../lib/numbers';
import type { Lang } from '../../lib/lang';

/** Fields whose value is a code of a fixed select list (labels in choices.json). */
const CHOICE_OF: Record<string, ChoiceList> = {
  title: 'title', gender: 'gender', religion: 'religion', militaryStatus: 'militaryStatus', nationality: 'nationality', bloodGroup: 'bloodGroup',
  shirtSize: 'shirtSize', maritalStatus: 'maritalStatus', relationship: 'relationship', residenceType: 'residenceType', employmentStatus: 'employmentStatus',
  level: 'educationLevel', listening: 'languageLevel', reading: 'languageLevel', speaking: 'languageLevel', writing: 'languageLevel',
  incrementType: 'salaryIncrementType', kind: 'parentKind',
};
/** Fields whose codes are labelled elsewhere than choices.json. */
const LABELS_OF: Record<string, string> = { workingTimeType: 'employee:add.workingTimeType' };
/** Years (a graduation): the reader's era (Buddhist in Thai), without a thousands separator. */
const YEAR = /Year$/;
const MONEY = new Set(['baseSalary', 'adjustedSalary']);
/** Amounts that are a change (the salary history's adjustment): shown with their sign. */
const CHANGES = new Set(['adjustedSalary']);
const DATE = /(Date|Expiry|^birthDate|^memberDate)$/;

/** Fields ending in "Id" that are the person's own identifiers, not references to other rows. */
const OWN_IDS = new Set(['citizenId', 'cambodianId', 'lineId', 'gooChatId']);
/** Keys never shown to a reader: row keys, owners, audit columns and ids of rows that are shown by name. */
/** Fields holding an uploaded file's id (a licence's photo): lists show the picture. */
export const isFileKey = (key: string) => key.endsWith('FileId');
export const isHidden = (key: string) => /^(id|createdAt|createdBy|updatedAt|updatedBy)$/.test(key) || (key.endsWith('Id') && !OWN_IDS.has(key));

/** A stored value as a reader sees it: choice labels, dates in the reader's calendar, numbers in the reader's locale, money with two decimals. */
export function formatValue(key: string, value: unknown, lang: Lang, t: TFunction): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return t(value ? 'masters:ui.yes' : 'masters:ui.no');
  const list = CHOICE_OF[key];
  if (list && typeof value === 'string') return t(`choices:${list}.${value}`, { defaultValue: value });
  if (LABELS_OF[key] && typeof value === 'string') return t(`${LABELS_OF[key]}.${value}`, { defaultValue: value });
  if (YEAR.test(key) && typeof value === 'number') return displayYear(`${value}-07-01`, lang);
  if (MONEY.has(key)) return formatMoney(Number(value), lang, CHANGES.has(key));
  if (key === 'percentChange') return formatPercentChange(Number(value), lang);
  if (typeof value === 'string' && DATE.test(key) && /^\d{4}-\d{2}-\d{2}/.test(value)) return formatDate(value.slice(0, 10), lang);
  if (typeof value === 'number') return formatNumber(value, lang);
  return String(value);
}
