/**
 * A number of minutes as hours and minutes ("38:35"), as every overtime figure is written: the
 * form, the lists, the mails and the cap's refusal say the same (a refusal once said "38.6 hours").
 */
export const hoursText = (minutes: number) => `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`;
