import { z } from 'zod';

/** The response envelope of SPEC.md section 3: `{ success, msg: { code, topic, text }, data }`. */
export type Envelope<T> = { success: boolean; msg: { code: number; topic: string; text: string }; data: T };

export const ZMsg = z.object({ code: z.number(), topic: z.string(), text: z.string() });
export const envelopeOf = <T extends z.ZodType>(data: T) => z.object({ success: z.boolean(), msg: ZMsg, data });
export const ZErrorEnvelope = z.object({ success: z.literal(false), msg: ZMsg, data: z.unknown() });

/** Response schemas for a route: the success shape plus the error envelope for every failure. */
export const replies = <T extends z.ZodType>(data: T) => ({
  200: envelopeOf(data),
  '4xx': ZErrorEnvelope,
  '5xx': ZErrorEnvelope,
});
