import { z } from 'zod';
import type { FastifyRequest } from 'fastify';
import { replies } from '../../platform/envelope';
import { ok } from '../../platform/reply';
import { routes } from '../../platform/routes';
import { byZip, districts, provinces, subDistricts, type PlaceName } from './thai-address';

const ZPlace = z.object({ value: z.string(), label: z.string(), labelEn: z.string(), labelTh: z.string() });
const ZSubDistrict = ZPlace.extend({ zip: z.string(), zips: z.array(z.string()) });
const ZZipMatch = z.object({ province: z.string(), district: z.string(), subDistrict: z.string(), zip: z.string(), label: z.string() });
const name = z.string({ error: 'validation.required' }).trim().min(1, { error: 'validation.required' }).max(100, { error: 'validation.invalid' });

const thai = (req: FastifyRequest) => req.ctx.lang === 'th';
/** A place as a select option: the Thai name is the value, the label is in the reader's language. */
const optionOf = (req: FastifyRequest, p: PlaceName) => ({ value: p.th, label: thai(req) ? p.th : p.en, labelEn: p.en, labelTh: p.th });

/**
 * Thai postal addresses for the cascading selects of company and employee addresses: provinces,
 * their districts, their sub-districts with postal codes, and the places on a postal code.
 * Any logged-in user may read them; an unknown name answers an empty list.
 */
export const addressRoutes = routes((app) => {
  const tags = ['Address'];
  const access = { permission: 'member', scope: 'none' } as const;

  app.get('/api/1.0/address/provinces', {
    schema: { tags, summary: 'The 77 provinces (value: the Thai name)', response: replies(z.array(ZPlace)) },
    config: { access },
  }, async (req) => ok(req, provinces().map((p) => optionOf(req, p))));

  app.get('/api/1.0/address/districts', {
    schema: { tags, summary: 'The districts (amphoe / khet) of a province given by its Thai name', querystring: z.strictObject({ province: name }), response: replies(z.array(ZPlace)) },
    config: { access },
  }, async (req) => ok(req, districts(req.query.province).map((d) => optionOf(req, d))));

  app.get('/api/1.0/address/subDistricts', {
    schema: {
      tags, summary: 'The sub-districts (tambon / khwaeng) of a district, with postal codes (zip: the main one, zips: all)',
      querystring: z.strictObject({ province: name, district: name }), response: replies(z.array(ZSubDistrict)),
    },
    config: { access },
  }, async (req) => ok(req, subDistricts(req.query.province, req.query.district)
    .map((s) => ({ ...optionOf(req, s), zip: s.zip, zips: [s.zip, ...(s.otherZips ?? [])] }))));

  app.get('/api/1.0/address/zip/:zip', {
    schema: {
      tags, summary: 'The sub-districts on a postal code, with their district and province (Thai names) and a label in the reader\'s language',
      params: z.strictObject({ zip: z.string().regex(/^\d{5}$/, { error: 'validation.invalid' }) }), response: replies(z.array(ZZipMatch)),
    },
    config: { access },
  }, async (req) => ok(req, byZip(req.params.zip).map((m) => {
    const lang = thai(req) ? 'th' : 'en';
    return {
      province: m.province.th, district: m.district.th, subDistrict: m.subDistrict.th, zip: m.zip,
      label: [m.subDistrict[lang], m.district[lang], m.province[lang]].join(', '),
    };
  })));
});
