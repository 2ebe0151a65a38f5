import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { RosterHeader, RosterPage, ShiftHistoryPage, ShiftRef } from '@hr/domain/attendance/roster';
import { api } from '../../lib/api';
import { useLang } from '../../lib/hooks';

export const GRID_PERMISSION = 'working-schedule';
export const MANAGE_PERMISSION = 'employment-management.schedule-management';

export type GridFilters = { keyword?: string; companyId?: string; departmentId?: string };

/** The month's columns and the shifts (get/employeeWorkingTime/header). */
export function useRosterHeader(month: string) {
  const { lang } = useLang();
  return useQuery({
    queryKey: ['roster', 'header', month, lang],
    queryFn: () => api.post<RosterHeader>('/1.0/get/employeeWorkingTime/header', { month }),
    staleTime: 60_000,
  });
}

/** A page of the month grid (search/employeeWorkingTime). */
export function useRosterPage(month: string, page: number, pageSize: number, filters: GridFilters) {
  const { lang } = useLang();
  return useQuery({
    queryKey: ['roster', 'grid', month, page, pageSize, filters, lang],
    queryFn: () => api.post<RosterPage>('/1.0/search/employeeWorkingTime', { month, page, pageSize, ...filters }),
    placeholderData: keepPreviousData,
  });
}

/** The shift changes and trades (search/workingShift/history). */
export function useShiftHistory(body: { page: number; pageSize: number; includeDeleted: boolean; keyword?: string }) {
  const { lang } = useLang();
  return useQuery({
    queryKey: ['roster', 'history', body, lang],
    queryFn: () => api.post<ShiftHistoryPage>('/1.0/search/workingShift/history', body),
    placeholderData: keepPreviousData,
  });
}

/** The employees the caller schedules, by id or name: the grid's own search, so the scope is the server's. */
export function useSchedulableOptions(keyword: string, month: string) {
  const { lang } = useLang();
  return useQuery({
    queryKey: ['roster', 'people', keyword, month, lang],
    queryFn: async ({ signal }) => {
      const page = await api.post<RosterPage>('/1.0/search/employeeWorkingTime', { month, page: 1, pageSize: 20, ...(keyword ? { keyword } : {}) }, { silent: true, signal });
      return page.items.map((p) => ({ value: p.id, label: `${p.employeeCode} ${p.name}` }));
    },
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}

/**
 * A colour pair per working time, by its place in the master's order: the antd palette's light
 * shade behind its dark shade (the dark theme's palettes invert both), so each shift reads at AA.
 */
const PALETTE = ['blue', 'green', 'purple', 'orange', 'cyan', 'magenta', 'gold', 'geekblue', 'lime', 'volcano'] as const;
export type Swatch = { background: string; color: string; border: string };
export function shiftSwatches(shifts: ShiftRef[], token: Record<string, unknown>): Map<string, Swatch> {
  const working = shifts.filter((s) => s.dayType === 'workingDay');
  return new Map(working.map((s, i) => {
    const name = PALETTE[i % PALETTE.length]!;
    return [s.id, { background: String(token[`${name}2`]), color: String(token[`${name}9`]), border: String(token[`${name}5`]) }];
  }));
}
