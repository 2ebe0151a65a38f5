import type { Lang } from './languages';
/** The profile GET /1.1/getProfile answers (SPEC.md section 3 "Session and profile"). */
export type MenuEntry = { objectID: string; parentID: string | null; objectName: string; icon?: string; route?: string };
export type Profile = {
  id: string;
  employeeName: string;
  username: string;
  imageProfileUrl: string | null;
  shortNameCompany: string;
  roleId: string;
  menuList: string[];
  permission: MenuEntry[];
  isFirstLogin: boolean;
  havePdpa: boolean;
  /** The language of the documents and mail sent to the caller (issue 35 point 7). */
  preferredLang: Lang;
};
export type LoginResult = { token: string; expiresAt: string; isFirstLogin: boolean; havePdpa: boolean };
/**
 * One choice of a select box. `id` is the row's key where `value` is something else (a company's
 * abbreviation, which the login form sends); `refs` are the rows it points at (a department's company).
 */
export type DropdownOption = { value: string; label: string; labelEn: string; labelTh: string; id?: string; refs?: Record<string, string> };
export type MaintenanceInfo = { closed: boolean; date: string | null; from: string; to: string; timezone: string; contactUrl: string | null };

/** Object ids whose menu entries carry the pending-approval badge (SPEC.md section 2). */
export const BADGE_ENTRIES = ['employment-management.approval', 'employment-management.warning-letter-management', 'self-service.warning-letter'];
/**
 * Which source of the pending count each badge shows (the server's notification counters by
 * name): the approval entry shows what waits at the approver's steps, the sensitive requests entry
 * HR's pending changes; the bell sums them up.
 */
export const BADGE_SOURCES: Record<string, string> = {
  'employment-management.approval': 'leave-approval',
  'employment-management.sensitive-requests': 'sensitive-requests',
  // The letters waiting for my acknowledgement (HR's management entry has nothing to approve).
  'self-service.warning-letter': 'warning-letter',
};
