import type { Lang } from '@hr/domain';
import type { OvertimeSegment } from '@hr/domain/overtime/calculator';
import type { OvertimeRepriceCause } from '@hr/db';
import { t } from '../../platform/i18n';

const hours = (minutes: number) => `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`;
const total = (segments: readonly OvertimeSegment[]) => segments.reduce((n, s) => n + s.minutes, 0);

/** A request's figures in the reader's words, one part per kind and multiplier ("OT 1.5× 4:00 + holiday OT 3× 1:00"). */
export function figuresText(lang: Lang, segments: readonly OvertimeSegment[]): string {
  const parts = new Map<string, { kind: OvertimeSegment['kind']; rate: number; minutes: number }>();
  for (const s of segments) {
    const key = `${s.kind}:${s.rate}`;
    const p = parts.get(key) ?? { kind: s.kind, rate: s.rate, minutes: 0 };
    p.minutes += s.minutes;
    parts.set(key, p);
  }
  return [...parts.values()].map((p) => t(lang, `overtime:reprice.part.${p.kind}`, { rate: p.rate, hours: hours(p.minutes) })).join(' + ');
}

/**
 * The parameters of a re-pricing's history line and notice in the reader's language: the cause,
 * the figures before and after, and how much of the time is no longer paid as overtime (now
 * inside the shift); `to` null when none is left and the request was withdrawn.
 */
export function repriceParams(lang: Lang, r: { cause: OvertimeRepriceCause; from: readonly OvertimeSegment[]; to: readonly OvertimeSegment[] | null }) {
  const lost = total(r.from) - (r.to ? total(r.to) : 0);
  const to = r.to ? figuresText(lang, r.to) : t(lang, 'overtime:reprice.none');
  return {
    cause: t(lang, `overtime:reprice.cause.${r.cause}`),
    from: figuresText(lang, r.from),
    to: lost > 0 ? `${to} ${t(lang, 'overtime:reprice.inside', { hours: hours(lost) })}` : to,
  };
}

/** The history line itself ("Re-priced after a roster change: OT 1.5× 5:55 → OT 1.5× 4:00 (1:55 now inside the shift)"). */
export const repriceLine = (lang: Lang, r: Parameters<typeof repriceParams>[1]) => t(lang, 'overtime:reprice.line', repriceParams(lang, r));
