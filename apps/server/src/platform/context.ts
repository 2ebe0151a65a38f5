import type { Lang, RouteAccess } from '@hr/domain';
import type { Db } from '@hr/db';
import type { Config } from '../config';
import type { Mailer } from './mail/mailer';
import type { FileStore } from './files/file-store';
import type { SessionCache } from './session-cache';

/** The logged-in caller, loaded from the session (kept a few seconds by platform/session-cache.ts, forgotten at once on any change of it). */
export type AuthUser = {
  id: string;
  sessionId: string;
  companyId: string;
  companyCode: string;
  employeeCode: string;
  roleId: string;
  permissions: Set<string>;
  isHr: boolean;
  /** The caller's own display facts, read with the session. */
  profile: {
    firstNameEn: string; lastNameEn: string; firstNameTh: string; lastNameTh: string;
    imageProfileFileId: string | null; isFirstLogin: boolean; havePdpa: boolean;
    /** The language of the documents and mail sent to them (issue 35 point 7). */
    preferredLang: Lang;
  };
};

export type RequestContext = { lang: Lang; user: AuthUser | null; ip: string };

export type Clock = { now(): Date };
export const systemClock: Clock = { now: () => new Date() };

/** What every service needs; built once in buildApp and handed to route modules. */
export type Deps = { db: Db; config: Config; clock: Clock; mail: Mailer; files: FileStore; sessions: SessionCache };

declare module 'fastify' {
  interface FastifyRequest {
    ctx: RequestContext;
  }
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
}

/** Who makes a change, as services record it in audit rows and answer in messages. */
export type Actor = { id: string; ip: string; requestId: string; lang: Lang };

/** The acting user of a member-only route. */
export const actorOf = (req: { ctx: RequestContext; ip: string; id: unknown }): Actor =>
  ({ id: userOf(req).id, ip: req.ip, requestId: String(req.id), lang: req.ctx.lang });

/** The caller of a route that requires login; the auth hook guarantees it is set. */
export function userOf(req: { ctx: RequestContext }): AuthUser {
  if (!req.ctx.user) throw new Error('route declared as member-only has no user');
  return req.ctx.user;
}
