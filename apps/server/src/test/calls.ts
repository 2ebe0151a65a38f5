import { expect } from 'vitest';
import type { Harness } from './harness';

/**
 * The calls of a test that acts as several people: `call` answers the raw response of a POST under
 * /api/1.0 as the one named (their token in `tokens`), `data` the answer's data after checking it succeeded.
 */
export function callsAs(h: () => Harness, tokens: Record<string, string>, fallback: string) {
  const call = async (path: string, body: object, who = fallback, lang = 'en') => h().post(`/api/1.0${path}`, body, tokens[who], { lang });
  const data = async <T>(path: string, body: object, who = fallback): Promise<T> => {
    const res = await call(path, body, who);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as T;
  };
  return { call, data };
}
