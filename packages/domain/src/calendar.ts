/** Thai readers see years in the Buddhist era: CE + 543 (DESIGN section 6), on screens, in mails and in messages. */
export const BUDDHIST_ERA_OFFSET = 543;

/** A common-era year as a reader of the language counts it (Buddhist era in Thai). */
export const readerYear = (year: number, lang: string) => (lang === 'th' ? year + BUDDHIST_ERA_OFFSET : year);
