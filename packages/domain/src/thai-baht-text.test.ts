import { describe, expect, it } from 'vitest';
import { thaiBahtText, thaiNumberText } from './thai-baht-text';

describe('Thai baht text', () => {
  it('says numbers as Thai does: เอ็ด after a higher digit, สิบ and ยี่สิบ in the tens', () => {
    expect(thaiNumberText(0)).toBe('ศูนย์');
    expect(thaiNumberText(1)).toBe('หนึ่ง');
    expect(thaiNumberText(10)).toBe('สิบ');
    expect(thaiNumberText(11)).toBe('สิบเอ็ด');
    expect(thaiNumberText(21)).toBe('ยี่สิบเอ็ด');
    expect(thaiNumberText(101)).toBe('หนึ่งร้อยเอ็ด');
    expect(thaiNumberText(250)).toBe('สองร้อยห้าสิบ');
    expect(thaiNumberText(12_345)).toBe('หนึ่งหมื่นสองพันสามร้อยสี่สิบห้า');
    expect(thaiNumberText(100_000)).toBe('หนึ่งแสน');
    expect(thaiNumberText(1_000_000)).toBe('หนึ่งล้าน');
    expect(thaiNumberText(1_000_001)).toBe('หนึ่งล้านเอ็ด');
    expect(thaiNumberText(21_000_000)).toBe('ยี่สิบเอ็ดล้าน');
    expect(thaiNumberText(1_000_000_000_000)).toBe('หนึ่งล้านล้าน');
  });

  it('writes baht with ถ้วน when there are no satang, and the satang in words when there are', () => {
    expect(thaiBahtText(2_500_000)).toBe('สองหมื่นห้าพันบาทถ้วน');
    expect(thaiBahtText(1_150)).toBe('สิบเอ็ดบาทห้าสิบสตางค์');
    expect(thaiBahtText(2_375_025)).toBe('สองหมื่นสามพันเจ็ดร้อยห้าสิบบาทยี่สิบห้าสตางค์');
    expect(thaiBahtText(0)).toBe('ศูนย์บาทถ้วน');
    expect(thaiBahtText(1)).toBe('หนึ่งสตางค์');
    expect(thaiBahtText(-50_000)).toBe('ลบห้าร้อยบาทถ้วน');
  });
});
