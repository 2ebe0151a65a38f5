import { ERRORS, type ErrorName, type FieldError } from '@hr/domain';

/** A failure the client is meant to see: a catalogue entry plus interpolation values and data. */
export class AppError extends Error {
  constructor(
    override readonly name: ErrorName,
    readonly params: Record<string, string | number> = {},
    readonly data: unknown = null,
    readonly fields: FieldError[] = [],
  ) {
    super(name);
  }
  get entry() {
    return ERRORS[this.name];
  }
}

export const fail = (name: ErrorName, params?: Record<string, string | number>, data?: unknown) => new AppError(name, params, data);
