/** How far ahead HR is warned of a migrant worker's passport or work permit running out (issue 5 point 8). */
export const DOCUMENT_EXPIRY_WARNING_DAYS = 90;

/** Whole days from `today` to `date` (both YYYY-MM-DD); negative once the date has passed. */
export function daysUntil(today: string, date: string): number {
  return Math.round((Date.parse(`${date}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000);
}
