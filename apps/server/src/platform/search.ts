/** A LIKE / ILIKE pattern that finds `keyword` anywhere, its own %, _ and \ taken literally. */
export const containing = (keyword: string) => `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
