import { z } from 'zod';
import { CHOICES } from '../choices';
import { ZPersonName } from '../validators';
import { blank, date, requiredChoice, text } from './field-types';

/**
 * Membership of the company's savings cooperative (SPEC section 3), one per employee, kept by HR.
 * All three facts empty means not a member.
 */
export const ZSavingsCooperative = z.strictObject({
  memberDate: date,
  sharesHeld: z.preprocess(blank, z.number({ error: 'validation.numericOnly' }).int({ error: 'validation.wholeNumber' })
    .min(0, { error: 'validation.tooSmall' }).max(1_000_000, { error: 'validation.tooLarge' }).nullable()),
  memberNumber: text(30),
});

/** Who receives the member's savings: name and relationship, one row each. */
export const ZSavingsBeneficiary = z.strictObject({ name: ZPersonName('any', 200), relationship: requiredChoice(CHOICES.relationship) });
