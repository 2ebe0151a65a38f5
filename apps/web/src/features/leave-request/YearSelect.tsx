import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { displayYear } from '../../lib/dates';
import { useLang } from '../../lib/hooks';

/** The leave years to offer: from the joining year (at most five back) to next year. */
export function yearChoices(thisYear: number, joiningDate: string | null): number[] {
  const first = Math.max(joiningDate ? Number(joiningDate.slice(0, 4)) : thisYear - 2, thisYear - 5);
  const out: number[] = [];
  for (let y = thisYear + 1; y >= Math.min(first, thisYear); y--) out.push(y);
  return out;
}

/** A leave-year picker whose years read as the reader counts them (Buddhist era in Thai). */
export function YearSelect({ value, years, onChange }: { value: number; years: number[]; onChange: (y: number) => void }) {
  const { t } = useTranslation();
  const { lang } = useLang();
  return (
    <Select<number> value={value} onChange={onChange} style={{ width: 110 }} aria-label={t('leaveRequest:balance.year')} data-testid="year-select"
      options={years.map((y) => ({ value: y, label: displayYear(`${y}-01-01`, lang) }))} />
  );
}
