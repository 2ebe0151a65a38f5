import { z } from 'zod';
import { ok } from '../../platform/reply';
import { replies } from '../../platform/envelope';
import { userOf } from '../../platform/context';
import { metaOf, routes } from '../../platform/routes';
import { maintenanceState } from '../../platform/maintenance';
import { ZFirstLogin, ZForgot, ZLogin, ZLoginResult, ZProfile, ZTokenOnly, ZTokenPassword, ZUnlock } from './session.schemas';
import { acceptPdpa, getProfile, login, logout } from './session.service';
import { checkToken, firstLoginPassword, sendForgotPassword, setPasswordWithToken, unlockAccount } from './password.service';

const tags = ['Session'];
const OkNull = replies(z.null());

/** SPEC.md section 7 "Session". */
export const sessionRoutes = routes((app, deps) => {
  const loginLimit = { max: deps.config.LOGIN_RATE_LIMIT_PER_MINUTE, timeWindow: '1 minute' };
  const forgotLimit = { max: deps.config.FORGOT_RATE_LIMIT_PER_MINUTE, timeWindow: '1 minute' };

  app.post('/api/1.2/login', {
    schema: { tags, summary: 'Log in with company, employee id and password', body: ZLogin, response: replies(ZLoginResult) },
    config: { access: { permission: 'public', scope: 'none' }, rateLimit: loginLimit },
  }, async (req) => ok(req, await login(deps, req.body, metaOf(req))));

  app.post('/api/1.0/logout', {
    schema: { tags, summary: 'Revoke the current token', response: OkNull },
    config: { access: { permission: 'member', scope: 'self' } },
  }, async (req) => {
    await logout(deps, userOf(req), metaOf(req));
    return ok(req, null);
  });

  app.get('/api/1.1/getProfile', {
    schema: { tags, summary: 'The caller\'s profile and menu permissions', response: replies(ZProfile) },
    config: { access: { permission: 'member', scope: 'self' } },
  }, async (req) => ok(req, getProfile(userOf(req), req.ctx.lang)));

  app.post('/api/1.0/login/sendEmailForgotPassword', {
    schema: { tags, summary: 'Mail a password-reset link (always answers "Please check email")', body: ZForgot, response: OkNull },
    config: { access: { permission: 'public', scope: 'none' }, rateLimit: forgotLimit },
  }, async (req) => {
    await sendForgotPassword(deps, req.body, req.ctx.lang, metaOf(req));
    return ok(req, null, 'CHECK_EMAIL');
  });

  app.post('/api/1.0/login/checkVerifyTokenExpireForgotPassword', {
    schema: { tags, summary: 'Is a reset link still valid', body: ZTokenOnly, response: replies(z.object({ valid: z.boolean(), expiresAt: z.string() })) },
    config: { access: { permission: 'public', scope: 'none' }, rateLimit: forgotLimit },
  }, async (req) => ok(req, await checkToken(deps, req.body.token, 'reset')));

  app.post('/api/1.0/login/updateNewPasswordForgot', {
    schema: { tags, summary: 'Set a new password with a reset link', body: ZTokenPassword, response: OkNull },
    config: { access: { permission: 'public', scope: 'none' }, rateLimit: forgotLimit },
  }, async (req) => {
    await setPasswordWithToken(deps, req.body, 'reset', metaOf(req));
    return ok(req, null);
  });

  app.post('/api/1.0/login/settingPassword', {
    schema: { tags, summary: 'Set the first password with the welcome-mail link', body: ZTokenPassword, response: OkNull },
    config: { access: { permission: 'public', scope: 'none' }, rateLimit: forgotLimit },
  }, async (req) => {
    await setPasswordWithToken(deps, req.body, 'setup', metaOf(req));
    return ok(req, null);
  });

  app.post('/api/1.2/insert/firstLogin', {
    schema: { tags, summary: 'Replace the initial password at first login (returns a new token)', body: ZFirstLogin, response: replies(z.object({ token: z.string(), expiresAt: z.string() })) },
    config: { access: { permission: 'member', scope: 'self' } },
  }, async (req) => ok(req, await firstLoginPassword(deps, userOf(req), req.body.password, metaOf(req))));

  app.post('/api/1.0/login/unlockPassword', {
    schema: { tags, summary: 'HR unlocks a locked account', body: ZUnlock, response: OkNull },
    config: { access: { permission: 'action.account.unlock', scope: 'hr' } },
  }, async (req) => {
    await unlockAccount(deps, userOf(req), req.body.employeeId, metaOf(req));
    return ok(req, null);
  });

  app.post('/api/1.0/accept/pdpa', {
    schema: { tags, summary: 'Accept the privacy notice', response: replies(z.object({ noticeVersion: z.string() })) },
    config: { access: { permission: 'member', scope: 'self' } },
  }, async (req) => ok(req, await acceptPdpa(deps, userOf(req), metaOf(req))));

  app.get('/api/1.0/maintenance', {
    schema: {
      tags, summary: 'Whether and when the system closes for maintenance',
      response: replies(z.object({ closed: z.boolean(), date: z.string().nullable(), from: z.string(), to: z.string(), timezone: z.string(), contactUrl: z.string().nullable() })),
    },
    config: { access: { permission: 'public', scope: 'none' } },
  }, async (req) => ok(req, maintenanceState(deps.config, deps.clock.now())));
});
