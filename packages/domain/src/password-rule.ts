/** SPEC.md section 5 and 9: at least 6 characters mixing letters, digits and symbols. */
export const PASSWORD_MIN = 6;

/** Each part of the rule on its own, so a form can tick them off as the user types. */
export const PASSWORD_CHECKS = {
  length: (v: string) => v.length >= PASSWORD_MIN,
  letter: (v: string) => /\p{L}/u.test(v),
  digit: (v: string) => /\p{Nd}/u.test(v),
  symbol: (v: string) => /[^\p{L}\p{Nd}\s]/u.test(v),
} as const;

export function isStrongPassword(value: string): boolean {
  return Object.values(PASSWORD_CHECKS).every((check) => check(value));
}
