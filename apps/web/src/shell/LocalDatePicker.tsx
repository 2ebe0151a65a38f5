import { DatePicker } from 'antd';
import type { DatePickerProps, GetProps } from 'antd';
import type { Dayjs } from 'dayjs';
import dayjsConfig from '@rc-component/picker/generate/dayjs';
import { useLang } from '../lib/hooks';
import { longDateFormat } from '../lib/dates';

/**
 * The picker's date engine with Buddhist-era years (THAI-RULES.md "Dates"): every year it shows
 * (input, header, year and decade panels) is CE + 543, and a year typed in is read back as BE.
 * dayjs's buddhistEra plugin only formats, so parsing converts the year itself.
 */
const buddhistConfig: typeof dayjsConfig = {
  ...dayjsConfig,
  locale: {
    ...dayjsConfig.locale,
    format: (locale, date, format) => dayjsConfig.locale.format(locale, date, format.replace(/YYYY/g, 'BBBB')),
    parse: (locale, text, formats) => dayjsConfig.locale.parse(locale, text.replace(/\d{4}/, (y) => String(Number(y) - 543)), formats),
  },
};
const BuddhistDatePicker = DatePicker.generatePicker<Dayjs>(buddhistConfig);
type RangePickerProps = GetProps<typeof DatePicker.RangePicker>;

/** Shown as the lists write a date in the reader's language; DD/MM/YYYY can be typed too. */
const formats = (lang: ReturnType<typeof useLang>['lang']) => [longDateFormat(lang), 'DD/MM/YYYY', 'YYYY-MM-DD'];

/** A date picker in the reader's calendar: Buddhist-era years in Thai, Gregorian elsewhere. */
export function LocalDatePicker(props: DatePickerProps) {
  const { lang } = useLang();
  if (lang === 'th') return <BuddhistDatePicker format={formats(lang)} {...(props as object)} />;
  return <DatePicker format={formats(lang)} {...props} />;
}

/** A from–to picker in the reader's calendar (Buddhist-era years in Thai), for period filters. */
export function LocalRangePicker(props: RangePickerProps) {
  const { lang } = useLang();
  if (lang === 'th') return <BuddhistDatePicker.RangePicker format={formats(lang)} {...(props as object)} />;
  return <DatePicker.RangePicker format={formats(lang)} {...props} />;
}
