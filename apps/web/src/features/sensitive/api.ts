import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import type { SensitiveField, SensitiveStatus } from '@hr/domain/employee/sensitive';
import { api } from '../../lib/api';
import { formatDate } from '../../lib/dates';
import { useLang } from '../../lib/hooks';
import type { Lang } from '../../lib/lang';

/** The HR page of the requests (SPEC section 2 has no name for it: it sits under employment management). */
export const SENSITIVE_PAGE = '/employment-management/sensitive-requests';
export const SENSITIVE_PERMISSION = 'employment-management.sensitive-requests';

export type BankLine = { id: string | null; bank: string | null; accountNumber: string; accountName: string; branch: string | null };
/** A request as both the employee and HR read it (POST /1.0/search/request/sensitive/self, /1.0/get/request/sensitive). */
export type SensitiveView = {
  id: string; status: SensitiveStatus; createdAt: string; decidedAt: string | null; decidedBy: string | null; remark: string | null; reason: string | null;
  employee: { id: string; employeeCode: string; name: string; company: string; department: string | null; nationality: string | null };
  changes: Array<{ field: SensitiveField; current: string | null; proposed: string }>;
  bank: { current: BankLine | null; proposed: BankLine & { isNew: boolean } } | null;
  file: { id: string; name: string; mime: string; size: number };
};
/** A row of HR's list. */
export type SensitiveListed = Pick<SensitiveView, 'id' | 'status' | 'createdAt' | 'decidedAt' | 'decidedBy' | 'remark' | 'employee'> & { fields: string[] };
export type SensitivePage = { items: SensitiveListed[]; total: number; page: number; pageSize: number };
export type SensitiveSearch = { page: number; pageSize: number; status?: SensitiveStatus; keyword?: string; employeeId?: string };

export const sensitiveKeys = { all: ['sensitive'] as const, own: ['sensitive', 'own'] as const };

/** The caller's own requests, newest first. */
export function useOwnRequests(enabled = true) {
  const { lang } = useLang();
  return useQuery({
    queryKey: [...sensitiveKeys.own, lang],
    queryFn: () => api.post<SensitiveView[]>('/1.0/search/request/sensitive/self', {}),
    enabled,
  });
}

/** HR's list of requests (pending first). */
export function useRequestSearch(q: SensitiveSearch, enabled = true) {
  const { lang } = useLang();
  return useQuery({
    queryKey: [...sensitiveKeys.all, 'search', q, lang],
    queryFn: () => api.post<SensitivePage>('/1.0/search/request/sensitive', q),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** A proposed or recorded value as a reader sees it: a title's label, an expiry in the reader's calendar. */
export function factText(field: string, value: string | null, lang: Lang, t: TFunction): string {
  if (value === null || value === '') return t('sensitive:notRecorded');
  if (field === 'title') return t(`choices:title.${value}`, { defaultValue: value });
  if (field === 'documentExpiry') return formatDate(value, lang);
  return value;
}

/** "Kasikornbank 1234567890 — Somchai Jaidee". */
export const bankText = (b: BankLine | null, t: TFunction) =>
  (b ? t('sensitive:bankLine', { bank: b.bank ?? '', number: b.accountNumber, name: b.accountName }) : t('sensitive:notRecorded'));

/** The names of the facts a request changes, in the reader's language. */
export const fieldNames = (fields: string[], t: TFunction) => fields.map((f) => t([`labels:${f}`, `fields:${f}`])).join(', ');
