import { OWN_PAY_ERROR, ownPayRefused } from '@hr/domain';
import { AppError } from './app-error';
import type { Actor } from './context';

/** Refuses a money-changing call on the caller's own record (packages/domain payroll/own-pay), with one code everywhere. */
export function assertNotOwnPay(actor: Pick<Actor, 'id'>, employeeId: string | null | undefined): void {
  if (ownPayRefused(actor.id, employeeId)) throw new AppError(OWN_PAY_ERROR);
}
