import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { files } from '@hr/db';
import { createHarness, type Harness, type UploadPart } from '../../test/harness';

let h: Harness;
beforeAll(async () => { h = await createHarness(); });
afterAll(async () => { await h?.close(); });

const upload = (url: string, token: string, files: UploadPart[], lang = 'en') => h.upload(url, token, files, lang);

/** A real JPEG carrying EXIF metadata (camera make and a GPS-like comment). */
const jpegWithExif = () => sharp({ create: { width: 40, height: 30, channels: 3, background: '#1f4e79' } })
  .jpeg().withExif({ IFD0: { Make: 'SecretCam', Copyright: 'GPS 13.7563N 100.5018E' } }).toBuffer();
const png = () => sharp({ create: { width: 10, height: 10, channels: 4, background: '#ffffff' } }).png().toBuffer();

describe('uploads', () => {
  it('stores a JPG re-encoded without its metadata and serves it only as an attachment', async () => {
    const p = await h.person();
    const token = await h.login(p);
    const original = await jpegWithExif();
    expect(original.includes(Buffer.from('SecretCam'))).toBe(true);
    const res = await upload('/api/1.0/user/upload/imagedata', token, [{ name: 'license.jpg', type: 'image/jpeg', bytes: original }]);
    expect(res.statusCode).toBe(200);
    const [f] = res.json().data;
    expect(f).toMatchObject({ name: 'license.jpg', mime: 'image/jpeg' });
    const dl = await h.get(f.url, token);
    expect(dl.statusCode).toBe(200);
    expect(dl.headers['content-disposition']).toMatch(/^attachment; filename="license.jpg"/);
    expect(dl.headers['x-content-type-options']).toBe('nosniff');
    expect(dl.rawPayload.includes(Buffer.from('SecretCam'))).toBe(false);
    expect((await sharp(dl.rawPayload).metadata()).exif).toBeUndefined();
  });

  it('decides the type by content: a text file named .png is refused', async () => {
    const token = await h.login(await h.person());
    const res = await upload('/api/1.0/user/upload/imagedata', token, [{ name: 'evil.png', type: 'image/png', bytes: Buffer.from('<script>alert(1)</script>') }]);
    expect(res.statusCode).toBe(415);
    expect(res.json().msg).toMatchObject({ code: 400011, text: 'This file type is not supported. Allowed: JPG, PNG.' });
  });

  it('a PDF is accepted by upload/file but not as an image', async () => {
    const token = await h.login(await h.person());
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
    expect((await upload('/api/1.0/user/upload/file', token, [{ name: 'doc.pdf', type: 'application/pdf', bytes: pdf }])).statusCode).toBe(200);
    expect((await upload('/api/1.0/user/upload/imageProfile', token, [{ name: 'doc.pdf', type: 'application/pdf', bytes: pdf }])).statusCode).toBe(415);
  });

  it('refuses a file over 3MB and too many files, with localized messages', async () => {
    const token = await h.login(await h.person());
    const big = Buffer.concat([await png(), Buffer.alloc(3 * 1024 * 1024 + 10)]);
    const tooBig = await upload('/api/1.0/user/upload/imagedata', token, [{ name: 'big.png', type: 'image/png', bytes: big }]);
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().msg.text).toContain('3MB');
    const five = await Promise.all(Array.from({ length: 5 }, async (_, i) => ({ name: `p${i}.png`, type: 'image/png', bytes: await png() })));
    const many = await upload('/api/1.0/user/upload/imagedata', token, five, 'th');
    expect(many.json().msg.code).toBe(400012);
    expect(many.json().msg.text).toMatch(/[\u0E00-\u0E7F]/);
    const two = await upload('/api/1.0/user/upload/imageProfile', token, five.slice(0, 2));
    expect(two.json().msg.code).toBe(400012);
  });

  it('answers a request without a file clearly', async () => {
    const token = await h.login(await h.person());
    const res = await h.post('/api/1.0/user/upload/imagedata', {}, token);
    expect(res.json().msg.code).toBe(400013);
  });

  it('another employee cannot download the file (audited); HR with the read-any right can', async () => {
    const owner = await h.person();
    const other = await h.person();
    const hr = await h.person({ role: 'HR' });
    const res = await upload('/api/1.0/user/upload/imagedata', await h.login(owner), [{ name: 'a.png', type: 'image/png', bytes: await png() }]);
    const url = res.json().data[0].url as string;
    const denied = await h.get(url, await h.login(other));
    expect(denied.statusCode).toBe(404);
    expect(denied.json().msg).toMatchObject({ code: 404002, text: 'File not found' });
    expect(await h.auditActions(other.id)).toContain('permission.denied');
    expect((await h.get(url, await h.login(hr))).statusCode).toBe(200);
    expect((await h.get(url)).statusCode).toBe(401);
  });

  it('the profile picture shows in the profile', async () => {
    const p = await h.person();
    const token = await h.login(p);
    const res = await upload('/api/1.0/user/upload/imageProfile', token, [{ name: 'me.png', type: 'image/png', bytes: await png() }]);
    expect(res.statusCode).toBe(200);
    const profile = (await h.get('/api/1.1/getProfile', token)).json().data;
    expect(profile.imageProfileUrl).toBe(res.json().data.url);
    expect((await h.get(profile.imageProfileUrl, token)).headers['content-type']).toBe('image/png');
  });
});

describe('pictures that decode to huge images are refused; kept pictures are stored at screen size (issue 13 point 4)', () => {
  let huge: UploadPart;
  let employee: Awaited<ReturnType<Harness['person']>>;
  let token: string, admin: string;
  beforeAll(async () => {
    // 16000 x 16000 pixels (256 megapixels, about 1 GB decoded) in a few hundred KB of PNG.
    const bytes = await sharp({ create: { width: 16000, height: 16000, channels: 3, background: '#ffffff' } }).toColourspace('b-w').png().toBuffer();
    huge = { name: 'huge.png', type: 'image/png', bytes };
    employee = await h.person();
    token = await h.login(employee);
    admin = await h.login(await h.person({ role: 'ADMINISTRATOR' }));
  }, 60_000);

  const picture = async (width: number, height: number, name = 'p.png'): Promise<UploadPart> =>
    ({ name, type: 'image/png', bytes: await sharp({ create: { width, height, channels: 3, background: '#1f4e79' } }).png().toBuffer() });
  const storedSize = async (url: string, who: string) => {
    const dl = await h.get(url, who);
    expect(dl.statusCode).toBe(200);
    const m = await sharp(dl.rawPayload).metadata();
    return [m.width, m.height];
  };
  const filesOf = async (ownerId: string | null) => (await h.db.select().from(files)).filter((f) => f.ownerId === ownerId).length;

  it.each([
    '/api/1.0/user/upload/imageProfile', '/api/1.0/user/upload/imagedata', '/api/1.0/user/upload/imagedata?purpose=profile',
    '/api/1.0/user/upload/imagedata?purpose=signature', '/api/1.0/user/upload/file', '/api/1.0/user/upload/leave', '/api/1.0/master/upload/company',
  ])('%s refuses a 16000 x 16000 PNG, naming the limit in the caller\'s language, and stores nothing', async (url) => {
    expect(huge.bytes.length).toBeLessThan(1024 * 1024);
    const who = url.includes('master') ? admin : token;
    const before = await h.db.select().from(files);
    const en = await upload(url, who, [huge]);
    expect(en.statusCode).toBe(413);
    expect(en.json().msg).toMatchObject({ code: 400014, text: 'The picture is too large: 16000 x 16000 pixels. The limit is 40 megapixels. Please re-upload a smaller picture.' });
    const th = await upload(url, who, [huge], 'th');
    expect(th.json().msg).toMatchObject({ code: 400014, text: 'รูปภาพมีขนาดใหญ่เกินไป: 16000 x 16000 พิกเซล ขนาดสูงสุดคือ 40 ล้านพิกเซล กรุณาอัปโหลดรูปภาพที่มีขนาดเล็กลงอีกครั้ง' });
    expect(await h.db.select().from(files)).toHaveLength(before.length);
    expect((await h.get('/api/1.1/getProfile', token)).json().data.imageProfileUrl).toBeNull();
  });

  it('the refusal reads in Khmer and Burmese too, in their own scripts', async () => {
    const km = (await upload('/api/1.0/user/upload/imagedata', token, [huge], 'km')).json().msg.text as string;
    const my = (await upload('/api/1.0/user/upload/imagedata', token, [huge], 'my')).json().msg.text as string;
    expect(km).toMatch(/^[\u1780-\u17FF].*16000 x 16000.*40 មេហ្គាភីកសែល/);
    expect(my).toMatch(/^[\u1000-\u109F].*16000 x 16000.*40 မီဂါပစ်ဇယ်/);
  });

  it('a picture of exactly 40 megapixels is accepted, stored within the document size', async () => {
    const res = await upload('/api/1.0/user/upload/imagedata', token, [await picture(8000, 5000, 'scan.png')]);
    expect(res.statusCode, res.body).toBe(200);
    expect(await storedSize(res.json().data[0].url, token)).toEqual([3508, 2193]);
  });

  it('profile pictures, signatures and logos are stored resized into 512 x 512, 800 and 1024 wide, aspect kept, never enlarged', async () => {
    const own = await upload('/api/1.0/user/upload/imageProfile', token, [await picture(1200, 900)]);
    expect(own.statusCode, own.body).toBe(200);
    expect(await storedSize(own.json().data.url, token)).toEqual([512, 384]);
    expect((await h.get('/api/1.1/getProfile', token)).json().data.imageProfileUrl).toBe(own.json().data.url);

    const tall = (await upload('/api/1.0/user/upload/imagedata?purpose=profile', token, [await picture(600, 2400)])).json().data[0];
    expect(await storedSize(tall.url, token)).toEqual([128, 512]);
    const signature = (await upload('/api/1.0/user/upload/imagedata?purpose=signature', token, [await picture(2000, 500)])).json().data[0];
    expect(await storedSize(signature.url, token)).toEqual([800, 200]);
    const logo = await upload('/api/1.0/master/upload/company', admin, [await picture(3000, 1000)]);
    expect(await storedSize(logo.json().data.url, admin)).toEqual([1024, 341]);

    const small = (await upload('/api/1.0/user/upload/imagedata?purpose=profile', token, [await picture(40, 30)])).json().data[0];
    expect(await storedSize(small.url, token)).toEqual([40, 30]);
    expect(await filesOf(employee.id)).toBeGreaterThanOrEqual(4);
  });

  it('a profile picture or signature is one picture, and its EXIF is gone', async () => {
    const two = await upload('/api/1.0/user/upload/imagedata?purpose=signature', token, [await picture(20, 20), await picture(20, 20)]);
    expect(two.json().msg.code).toBe(400012);
    const res = await upload('/api/1.0/user/upload/imagedata?purpose=signature', token, [{ name: 'sig.jpg', type: 'image/jpeg', bytes: await jpegWithExif() }]);
    const dl = await h.get(res.json().data[0].url, token);
    expect(dl.rawPayload.includes(Buffer.from('SecretCam'))).toBe(false);
    expect((await h.post('/api/1.0/user/upload/imagedata?purpose=avatar', {}, token)).statusCode).toBe(400);
  });
});
