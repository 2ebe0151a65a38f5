import { describe, expect, it } from 'vitest';
import { ERRORS } from './errors';
import { isStrongPassword, withConfirm } from './password';
import { expandIds, PERMISSIONS, DEFAULT_ROLE_PERMISSIONS, withAncestors, PERMISSION_IDS } from './permissions';
import { isThaiCitizenId, ZEmail } from './validators';
import { pickLang } from './languages';

describe('password rule', () => {
  it.each([
    ['Ab1!xy', true], ['กขค1!2', true], ['abcdef', false], ['abc123', false], ['abc!!!', false], ['123!!!', false], ['A1!b', false], ['', false],
  ])('%s → %s', (pw, ok) => expect(isStrongPassword(pw)).toBe(ok));

  it('a mismatched confirmation fails on the confirm field', () => {
    const r = withConfirm({}).safeParse({ password: 'Ab1!xy', confirmPassword: 'Ab1!xz' });
    expect(r.success).toBe(false);
    expect(r.error!.issues[0]).toMatchObject({ path: ['confirmPassword'], message: 'validation.passwordMismatch' });
  });
});

describe('email rule (6-30 characters, valid format)', () => {
  it.each([
    ['a@b.co', true], ['somchai.srisuk@amn.co.th', true], ['a@b.c', false], ['no-at-sign.co.th', false],
    ['x'.repeat(25) + '@ab.th', false], ['two@@amn.co.th', false], ['', false],
  ])('%s → %s', (v, ok) => expect(ZEmail.safeParse(v).success).toBe(ok));

  it('names the broken rule', () => {
    expect(ZEmail.safeParse('').error!.issues[0]!.message).toBe('validation.required');
    expect(ZEmail.safeParse('a@b.c').error!.issues[0]!.message).toBe('validation.emailLength');
  });
});

describe('Thai citizen ID checksum', () => {
  it.each([['1101700203450', true], ['3100600445953', true], ['1101700203451', false], ['110170020345', false], ['11017002034511', false], ['1101700a03451', false]])(
    '%s → %s', (id, ok) => expect(isThaiCitizenId(id)).toBe(ok));
});

describe('language choice', () => {
  it('prefers the lang header, then Accept-Language, then English', () => {
    expect(pickLang('th', 'km')).toBe('th');
    expect(pickLang(undefined, 'fr-FR,my;q=0.8')).toBe('my');
    expect(pickLang('xx', 'de')).toBe('en');
  });
});

describe('error catalogue', () => {
  it('codes are unique and the dialog codes are the spec\'s', () => {
    const codes = Object.values(ERRORS).map((e) => e.code);
    expect(new Set(codes).size).toBe(codes.length);
    expect(ERRORS.SESSION_EXPIRED.code).toBe(200005);
    expect(ERRORS.RECORD_GONE.code).toBe(301007);
    expect(ERRORS.MAINTENANCE).toMatchObject({ code: 503, http: 503 });
  });
});

describe('permission catalogue', () => {
  it('has unique ids whose parents exist, and names with "> " separators', () => {
    expect(PERMISSION_IDS.size).toBe(PERMISSIONS.length);
    for (const p of PERMISSIONS) if (p.parentID) expect(PERMISSION_IDS.has(p.parentID), p.objectID).toBe(true);
    expect(PERMISSIONS.find((p) => p.objectID === 'employment-management.all-employee')!.objectName).toBe('Employment management > All employee');
  });

  it('covers every master screen of the spec', () => {
    expect(PERMISSIONS.filter((p) => p.parentID === 'system-settings' && !['system-settings.mail-outbox', 'system-settings.approval-chain'].includes(p.objectID))).toHaveLength(23);
  });

  it('granting a group grants its pages; the menu adds the groups above a page', () => {
    expect(expandIds(['payroll'])).toEqual(new Set(['payroll', 'payroll.salary-period', 'payroll.cooperative-fund', 'payroll.education-loan', 'payroll.saving-fund', 'payroll.legal-execution', 'payroll.salary-calculator']));
    expect(withAncestors(new Set(['report.self-leave-report']))).toEqual(new Set(['report.self-leave-report', 'report']));
  });

  it('the mail outbox never comes with its group: Administrator holds it by default, HR does not (issue 13)', () => {
    expect(expandIds(['system-settings']).has('system-settings.brand-master')).toBe(true);
    expect(expandIds(['system-settings']).has('system-settings.mail-outbox')).toBe(false);
    expect(expandIds(DEFAULT_ROLE_PERMISSIONS.HR!).has('system-settings.mail-outbox')).toBe(false);
    expect(expandIds(DEFAULT_ROLE_PERMISSIONS.ADMINISTRATOR!).has('system-settings.mail-outbox')).toBe(true);
  });

  it('default roles name only catalogue ids', () => {
    for (const ids of Object.values(DEFAULT_ROLE_PERMISSIONS)) for (const id of ids) expect(PERMISSION_IDS.has(id), id).toBe(true);
  });
});
