/** Thai readers see years in the Buddhist era: CE + 543 (DESIGN section 6), on screens, in mails and in messages. */
export const BUDDHIST_ERA_OFFSET = 543;
