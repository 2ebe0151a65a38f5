import { describe, expect, it } from 'vitest';
import { isEmail, isPhoneNumber, isThaiTaxId, isWebsite } from './validators';

describe('contact and company validators (SPEC section 5, THAI-RULES.md)', () => {
  it('phones: Thai mobiles and landlines, domestic or international; Cambodian and Myanmar numbers with their code', () => {
    for (const ok of ['081 234 5678', '0812345678', '02 123 4567', '+66 81 234 5678', '+855 12 345 678', '+95 9 420 123 456']) expect(isPhoneNumber(ok), ok).toBe(true);
    for (const bad of ['12345', '081-234', 'call me', '+66 81 234 5678 999', '']) expect(isPhoneNumber(bad), bad).toBe(false);
  });

  it('web sites: http(s) with a real host; a bare domain is accepted', () => {
    for (const ok of ['https://www.example.co.th', 'http://example.com/about', 'example.co.th']) expect(isWebsite(ok), ok).toBe(true);
    for (const bad of ['ftp://example.com', 'not a site', 'https://localhost', 'javascript:alert(1)']) expect(isWebsite(bad), bad).toBe(false);
  });

  it('tax ids carry the mod-11 check digit', () => {
    expect(isThaiTaxId('0105536092641')).toBe(true);
    expect(isThaiTaxId('0105536092642')).toBe(false);
    expect(isThaiTaxId('010553609264')).toBe(false);
  });

  it('email: 6 to 30 characters and a domain', () => {
    expect(isEmail('hr@amn.co.th')).toBe(true);
    expect(isEmail('a@b.c')).toBe(false);
    expect(isEmail(`${'x'.repeat(25)}@amn.co.th`)).toBe(false);
  });
});

describe('identity documents of migrant workers', () => {
  it('passport numbers: 7 to 9 characters, letters then digits', async () => {
    const { isPassportNumber } = await import('./validators');
    for (const ok of ['AA1234567', 'N01234567', 'MA123456', 'P1234567']) expect(isPassportNumber(ok), ok).toBe(true);
    for (const bad of ['123456', 'AA12345678', 'aa1234567', 'A12345', '1234567A', 'ABC123456']) expect(isPassportNumber(bad), bad).toBe(false);
  });
  it('Cambodian id cards: 9 or 10 digits', async () => {
    const { isCambodianId } = await import('./validators');
    expect(isCambodianId('123456789')).toBe(true);
    expect(isCambodianId('1234567890')).toBe(true);
    expect(isCambodianId('12345678')).toBe(false);
    expect(isCambodianId('12345678901')).toBe(false);
    expect(isCambodianId('12345678A')).toBe(false);
  });
});

