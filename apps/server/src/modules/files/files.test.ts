import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
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
