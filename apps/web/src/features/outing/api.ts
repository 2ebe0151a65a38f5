import { useQuery } from '@tanstack/react-query';
import type { OutingMailStatus, OutingStatus } from '@hr/domain/outing';
import { OUTING_ROUTE } from '@hr/domain/outing';
import { api } from '../../lib/api';
import { formatDate } from '../../lib/dates';
import type { Lang } from '../../lib/lang';

export type MailCounts = Record<OutingMailStatus, number>;
export type OutingRow = {
  id: string; companyId: string; companyLabel: string; nameEn: string; nameTh: string; location: string;
  startDate: string; endDate: string; startTime: string | null; endTime: string | null;
  registrationDeadline: string | null; description: string | null; budgetPerHead: number | null;
  status: OutingStatus; cancelReason: string | null; cancelledAt: string | null; firstMailedAt: string | null;
  memberCount: number; mailCounts: MailCounts; finished: boolean; createdAt: string; updatedAt: string;
};
export type OutingDetails = OutingRow & { cancelledByName: string | null; totalBudget: number | null; editable: boolean; deletable: boolean };
export type OutingPage = { items: OutingRow[]; total: number; page: number; pageSize: number };
export type Member = {
  employeeId: string; employeeCode: string; name: string; nameEn: string; nameTh: string; departmentLabel: string | null;
  email: string | null; mailedTo: string | null; mailStatus: OutingMailStatus; mailedAt: string | null; mailCount: number; cancelMailedAt: string | null;
};
export type NameList = { items: Member[]; total: number; page: number; pageSize: number; counts: MailCounts };
export type EmployeeOption = { id: string; employeeCode: string; name: string; nameEn: string; nameTh: string; departmentLabel: string | null; email: string | null };
export type EmployeePage = { items: EmployeeOption[]; total: number };
export type MailResult = { queued: number; missing: { employeeId: string; employeeCode: string; name: string }[] };

/** The page paths of SPEC section 2: the list, /create (with ?id= to edit), /{id} and /{id}/cancel. */
export const outingPaths = {
  list: OUTING_ROUTE,
  create: `${OUTING_ROUTE}/create`,
  edit: (id: string) => `${OUTING_ROUTE}/create?id=${id}`,
  details: (id: string) => `${OUTING_ROUTE}/${id}`,
  cancel: (id: string) => `${OUTING_ROUTE}/${id}/cancel`,
};

export const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The outing's name in the reader's language (Thai readers see the Thai name). */
export const outingName = (o: { nameEn: string; nameTh: string }, lang: Lang) => (lang === 'th' ? o.nameTh : o.nameEn);

/** "12-Mar-2027 08:00 – 14-Mar-2027 17:00" in the reader's calendar (Buddhist era in Thai). */
export function outingPeriod(o: Pick<OutingRow, 'startDate' | 'endDate' | 'startTime' | 'endTime'>, lang: Lang): string {
  const at = (d: string, tm: string | null) => `${formatDate(d, lang)}${tm ? ` ${tm}` : ''}`;
  if (o.startDate === o.endDate) return `${formatDate(o.startDate, lang)}${o.startTime ? ` ${o.startTime}–${o.endTime ?? ''}` : ''}`;
  return `${at(o.startDate, o.startTime)} – ${at(o.endDate, o.endTime)}`;
}

/** SPEC section 9: comma thousands, two decimals. */
export const formatMoney = (v: number | null) => (v == null ? '—' : v.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }));

export const outingKeys = {
  all: ['companyOuting'] as const,
  details: (id: string) => ['companyOuting', 'details', id] as const,
  names: (id: string) => ['companyOuting', 'names', id] as const,
};

export function useOutingDetails(id: string | undefined) {
  return useQuery({
    queryKey: outingKeys.details(id ?? ''),
    queryFn: () => api.post<OutingDetails>('/1.0/get/companyOuting/details', { id }),
    enabled: !!id && UUID_RE.test(id),
  });
}

/** Every member of an outing (the edit form starts from the whole list), read in pages of 500. */
export async function loadAllMembers(id: string): Promise<Member[]> {
  const out: Member[] = [];
  for (let page = 1; ; page++) {
    const res = await api.post<NameList>('/1.0/get/companyOuting/nameLists', { id, page, pageSize: 500 });
    out.push(...res.items);
    if (out.length >= res.total || !res.items.length) return out;
  }
}
