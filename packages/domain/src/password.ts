import { z } from 'zod';

import { isStrongPassword } from './password-rule';

export * from './password-rule';

export const ZPassword = z
  .string({ error: 'validation.required' })
  .min(1, { error: 'validation.required' })
  .refine(isStrongPassword, { error: 'validation.password' });

/** A new password typed twice; a mismatch names the confirm field ('Password does not match'). */
export function withConfirm<T extends z.ZodRawShape>(shape: T) {
  return z
    .strictObject({ ...shape, password: ZPassword, confirmPassword: z.string({ error: 'validation.required' }) })
    .refine((v) => (v as { password: string }).password === (v as { confirmPassword: string }).confirmPassword, { error: 'validation.passwordMismatch', path: ['confirmPassword'] });
}
