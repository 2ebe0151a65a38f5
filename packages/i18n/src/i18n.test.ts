import { describe, expect, it } from 'vitest';
import { createTranslator, loadResources, missingKeys } from './index';

describe('locale files', () => {
  it('every English key exists in Thai, Khmer and Burmese', () => {
    expect(missingKeys()).toEqual([]);
  });

  it('translations are written in their own script, not copied English', () => {
    const res = loadResources();
    const scripts = { th: /[\u0E00-\u0E7F]/, km: /[\u1780-\u17FF]/, my: /[\u1000-\u109F]/ } as const;
    for (const [lang, re] of Object.entries(scripts)) {
      const tree = res[lang as keyof typeof scripts];
      for (const [ns, values] of Object.entries(tree)) {
        const flat = JSON.stringify(values);
        expect(re.test(flat), `${lang}/${ns}`).toBe(true);
      }
    }
  });

  it('interpolates and falls back to English', () => {
    const t = createTranslator();
    expect(t('en', 'validation:required', { field: 'Company' })).toBe('Company is required');
    expect(t('th', 'errors:loginFailed')).not.toBe(t('en', 'errors:loginFailed'));
    expect(t('km', 'nope:missing')).toBe('nope:missing');
  });

  it('picks the plural form by the reader\'s plural rules, as i18next does: "1 day", "2 days"; one form in Thai', () => {
    const t = createTranslator();
    const mail = (lang: 'en' | 'th', count: number) => t(lang, 'mail:leaveApproved.body', { type: 'Sick leave', duration: 'All day', period: '8 Dec', days: count, count });
    expect(mail('en', 1)).toContain(', 1 day, was approved');
    expect(mail('en', 2)).toContain(', 2 days, was approved');
    expect(mail('en', 0.5)).toContain(', 0.5 days, was approved');
    expect(mail('th', 1)).toContain('1 วัน');
    // A rule message that has only plural forms (leaveBalance_one, _other) is found through its count.
    expect(t('en', 'rules:leaveBalance', { field: 'Leave type', year: 2026, count: 1 })).toBe('Leave type: not enough leave left in 2026 (remaining 1 day)');
  });

  it('does not ask Thai, Khmer or Burmese for an English-only plural form', () => {
    expect(missingKeys().filter((k) => /_(one|two|few|many|zero)$/.test(k))).toEqual([]);
  });
});

describe('fund names', () => {
  it('the provident fund and the saving fund read apart in every language, and each reads the same wherever it is named', () => {
    const t = createTranslator();
    for (const lang of ['en', 'th', 'km', 'my'] as const) {
      const provident = [t(lang, 'payroll:deduction.PVD'), t(lang, 'payslip:rows.deduction.PVD'), t(lang, 'payslip:rows.employerProvidentFund'), t(lang, 'payroll:calculator.figures.providentFund')];
      const saving = [t(lang, 'payroll:deduction.SAVING'), t(lang, 'payslip:rows.deduction.SAVING'), t(lang, 'menu:payroll/saving-fund')];
      const squeeze = (s: string) => s.replace(/\s+/g, '');
      if (lang !== 'th') {
        expect(new Set(provident.map(squeeze)).size, `${lang} provident`).toBe(1);
        expect(new Set(saving.map(squeeze)).size, `${lang} saving`).toBe(1);
      }
      // "Almost the same" was one name inside the other (Khmer មូលនិធិសន្សំ / មូលនិធិសន្សំប្រាក់).
      for (const p of provident) for (const s of saving) {
        expect(squeeze(s).includes(squeeze(p)) || squeeze(p).includes(squeeze(s)), `${lang}: ${p} / ${s}`).toBe(false);
      }
    }
  });
});

describe('keys used by the web app', () => {
  it('every literal t(\'namespace:key\') in apps/web exists in English (and so, by parity, everywhere)', async () => {
    const { readdirSync, readFileSync, statSync } = await import('node:fs');
    const { join } = await import('node:path');
    const root = new URL('../../../apps/web/src', import.meta.url).pathname;
    const files: string[] = [];
    const walk = (dir: string) => {
      for (const f of readdirSync(dir)) {
        const p = join(dir, f);
        if (statSync(p).isDirectory()) walk(p);
        else if (/\.tsx?$/.test(f)) files.push(p);
      }
    };
    walk(root);
    const res = loadResources();
    const found = (ns: string, key: string) => {
      let node: unknown = res.en[ns];
      for (const part of key.split('.')) node = node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined;
      return node !== undefined;
    };
    // A key called with a count resolves to its plural forms (daysCount_one, daysCount_other).
    const has = (ns: string, key: string) => found(ns, key) || found(ns, `${key}_other`);
    const missing: string[] = [];
    let used = 0;
    for (const file of files) {
      for (const m of readFileSync(file, 'utf8').matchAll(/\bt\(\s*'([A-Za-z]+):([\w.]+)'/g)) {
        used++;
        if (!has(m[1]!, m[2]!)) missing.push(`${file.slice(root.length)}: ${m[1]}:${m[2]}`);
      }
    }
    expect(used).toBeGreaterThan(50);
    expect(missing).toEqual([]);
  });

  it('every fixed select list value has a label', async () => {
    const { CHOICES } = await import('@hr/domain');
    const labels = loadResources().en.choices as Record<string, Record<string, string>>;
    const missing = Object.entries(CHOICES).flatMap(([list, values]) => values.filter((v) => !labels[list]?.[v]).map((v) => `${list}.${v}`));
    expect(missing).toEqual([]);
  });

  it('every permission has a menu label', async () => {
    const { PERMISSIONS } = await import('@hr/domain');
    const menu = loadResources().en.menu as Record<string, string>;
    expect(PERMISSIONS.filter((p) => !menu[p.objectID.replace(/\./g, '/')]).map((p) => p.objectID)).toEqual([]);
  });
});
