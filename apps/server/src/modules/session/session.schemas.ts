import { z } from 'zod';
import { requiredText, withConfirm, ZPreferredLang, ZUuid } from '@hr/domain';

export const ZLogin = z.strictObject({
  company: requiredText(100),
  employeeId: requiredText(50),
  password: z.string({ error: 'validation.required' }).min(1, { error: 'validation.required' }).max(200, { error: 'validation.tooLong' }),
});
export const ZLoginResult = z.object({ token: z.string(), expiresAt: z.string(), isFirstLogin: z.boolean(), havePdpa: z.boolean() });

export const ZForgot = z.strictObject({ company: requiredText(100), employeeId: requiredText(50) });
export const ZTokenOnly = z.strictObject({ token: requiredText(200) });
export const ZTokenPassword = withConfirm({ token: requiredText(200) });
export const ZFirstLogin = withConfirm({});
export const ZUnlock = z.strictObject({ employeeId: ZUuid });

export const ZMenuEntry = z.object({
  objectID: z.string(), parentID: z.string().nullable(), objectName: z.string(), icon: z.string().optional(), route: z.string().optional(),
});
export const ZProfile = z.object({
  id: z.string(),
  employeeName: z.string(),
  username: z.string(),
  imageProfileUrl: z.string().nullable(),
  shortNameCompany: z.string(),
  /** The caller's role: forms that change roles disable the caller's own (issue 13). */
  roleId: z.string(),
  menuList: z.array(z.string()),
  permission: z.array(ZMenuEntry),
  isFirstLogin: z.boolean(),
  havePdpa: z.boolean(),
  /** The language of the documents and mail sent to the caller (issue 35 point 7). */
  preferredLang: ZPreferredLang,
});
export type Profile = z.infer<typeof ZProfile>;
