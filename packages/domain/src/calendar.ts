/** Thai readers see years in the Buddhist era: CE + 543 (DESIGN section 6), on screens, in mails and in messages. */
export const BUDDHIST_ERA_OFFSET = 543;

/** A common-era year as a reader of the language counts it (Buddhist era in Thai). */
export const readerYear = (year: number, lang: string) => (lang === 'th' ? year + BUDDHIST_ERA_OFFSET : year);

/**
 * The day a week starts on for readers of each language, 0 = Sunday: Thai, Khmer and Burmese
 * calendars start on Sunday (CLDR's week data for TH, KH and MM), as do the English calendars of
 * a company in Thailand. One figure for every picker and calendar grid.
 */
export const WEEK_START = { en: 0, th: 0, km: 0, my: 0 } as const satisfies Record<'en' | 'th' | 'km' | 'my', 0 | 1>;
