import type { RowSaveName, SectionSaveName } from '../employee/sections';

/*
 * Separation of duties for money (issue 35 point 4): nobody changes what they are paid, where
 * it is paid, what is taken from it or the terms it is taxed on. Like a role (ROLE_OWN), a leave
 * (LEAVE_OWN_REQUEST) or an approval (APPROVAL_OWN_REQUEST), one's own record is changed by
 * somebody else: the salary, a pay item, a correction, the bank account pay goes to, the
 * approval of a tax declaration, a fund's membership or terms, social security set by hand.
 */

/** The catalogue code every money-changing route refuses an own record with. */
export const OWN_PAY_ERROR = 'PAY_OWN_RECORD' as const;

/** The sections and rows of the employee record that are money (HR's calls; no self call changes them). */
export const OWN_PAY_SECTIONS: ReadonlySet<SectionSaveName | RowSaveName> = new Set(['salary', 'bankaccount', 'savingsCooperative', 'savingsBeneficiary'] as Array<SectionSaveName | RowSaveName>);

/** Whether the caller would change money of their own record (refused whatever their permissions). */
export function ownPayRefused(callerId: string, employeeId: string | null | undefined): boolean {
  return !!employeeId && callerId === employeeId;
}
