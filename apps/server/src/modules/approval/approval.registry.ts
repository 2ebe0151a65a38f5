import type { ErrorName, Lang } from '@hr/domain';
import type { RequestType } from '@hr/domain/approval/schemas';
import type { RequestBrief } from '@hr/domain/dashboard/views';
import type { DbOrTx } from '@hr/db';
import type { Actor, AuthUser, Deps } from '../../platform/context';

/** What happened to a request that its people hear of. */
export type ApprovalEvent = 'submitted' | 'approved' | 'rejected' | 'cancelled';

/**
 * A request type on the approval module (DESIGN section 3: it declares itself and never writes
 * its own approval logic). The module owns the steps, the one-winner decisions, the counters and
 * the bulk decisions; the type says what its request is and what a final decision changes.
 */
export type RequestTypeDef = {
  type: RequestType;
  /** Whose holders act as HR for the type: they may decide any open step, and are the 'hr' step's approvers. */
  hrPermission: string;
  /** The audit log's action prefix ('overtime' → overtime.approve) and, unless auditTarget says otherwise, its target type. */
  auditName: string;
  auditTarget?: string;
  /**
   * The type's own words for "this is your own request" and "it is no longer pending", where its
   * calls had them before the module (leave: 403020, 409050); else the module's (403090, 409090).
   */
  errors?: { own: ErrorName; notPending: ErrorName };
  /** Who filed the request, its dates and company (to route and to check), or null when there is no such request. */
  subject(db: DbOrTx, id: string): Promise<{ requesterId: string; companyId: string; status: string; dateFrom: string; dateTo: string } | null>;
  /** A check an approval must pass at the moment it is given (overtime: the weekly cap, when the company refuses past it). */
  beforeApprove?(tx: DbOrTx, id: string, actor: Actor): Promise<void>;
  /** The final decision on the request's own row: ONE conditional update from pending (false: it was not pending). */
  finish(tx: DbOrTx, id: string, decision: 'approved' | 'rejected', remark: string | null, actor: Actor, now: Date): Promise<boolean>;
  /** Tells the people of an event in the caller's transaction (in-app notices, mails queued); returns the mails queued. */
  tell(deps: Deps, tx: DbOrTx, id: string, event: ApprovalEvent, recipientIds: string[]): Promise<number>;
  /** The listed rows of some ids in the reader's language, in that order (the inbox's page). */
  listed(db: DbOrTx, ids: string[], lang: Lang, user: AuthUser): Promise<unknown[]>;
  /** Some requests in a few words (dates, what they ask) in the reader's language, for lists across types (the self dashboard). */
  brief(db: DbOrTx, ids: string[], lang: Lang): Promise<RequestBrief[]>;
};

const TYPES = new Map<RequestType, RequestTypeDef>();

/** Declares a request type (each module once, at start). */
export function defineRequestType(def: RequestTypeDef): RequestTypeDef {
  TYPES.set(def.type, def);
  return def;
}

/** The declaration of a type; every type of REQUEST_TYPES declares itself when its module loads. */
export function requestType(type: RequestType): RequestTypeDef {
  const def = TYPES.get(type);
  if (!def) throw new Error(`request type ${type} is not declared`);
  return def;
}
