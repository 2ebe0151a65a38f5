import { z } from 'zod';
import { ZOptionalDate } from '../dates';
import { isPhoneNumber, requiredText } from '../validators';

/*
 * The field types of the record's sections. Empty optional fields arrive as '' or null (or are
 * left out) and are stored as null. The message keys are what the forms and the API both show.
 */
export const blank = (v: unknown) => (v === '' || v === undefined ? null : v);
export const text = (max: number) => z.preprocess(blank, z.string().trim().max(max, { error: 'validation.tooLong' }).nullable());
export const choice = <T extends readonly [string, ...string[]]>(values: T) => z.preprocess(blank, z.enum(values, { error: 'validation.invalid' }).nullable());
export const requiredChoice = <T extends readonly [string, ...string[]]>(values: T) => z.enum(values, { error: 'validation.required' });
export const date = ZOptionalDate;
export const number = (min: number, max: number) => z.preprocess(blank, z.number({ error: 'validation.numericOnly' }).min(min, { error: 'validation.tooSmall' }).max(max, { error: 'validation.tooLarge' }).nullable());
/** A count or a year: stored in an integer column, so 1.5 is the caller's error, not the database's. */
export const integer = (min: number, max: number) => z.preprocess(blank, z.number({ error: 'validation.numericOnly' }).int({ error: 'validation.wholeNumber' }).min(min, { error: 'validation.tooSmall' }).max(max, { error: 'validation.tooLarge' }).nullable());
export const phone = requiredText(30).refine(isPhoneNumber, { error: 'validation.phone' });
