import { Button, Flex, Space } from 'antd';
import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import { LocalDatePicker } from '../../shell/LocalDatePicker';
import { shiftMonth, thisMonth } from './day-parts';

/** Previous / month picker / next / this month. */
export function MonthSwitcher({ month, onMonth }: { month: string; onMonth: (m: string) => void }) {
  const { t } = useTranslation();
  return (
    <Flex wrap gap={8} align="center">
      <Space.Compact>
        <Button icon={<LeftOutlined />} aria-label={t('attendance:pages.month.previous')} onClick={() => onMonth(shiftMonth(month, -1))} data-testid="month-prev" />
        <LocalDatePicker picker="month" allowClear={false} value={dayjs(`${month}-01`)} format="MMMM YYYY" style={{ width: 180 }} data-testid="month-pick"
          aria-label={t('attendance:pages.month.pick')} onChange={(v) => { if (v && !Array.isArray(v)) onMonth(v.format('YYYY-MM')); }} />
        <Button icon={<RightOutlined />} aria-label={t('attendance:pages.month.next')} onClick={() => onMonth(shiftMonth(month, 1))} data-testid="month-next" />
      </Space.Compact>
      {month !== thisMonth() && <Button onClick={() => onMonth(thisMonth())} data-testid="month-this">{t('attendance:pages.month.this')}</Button>}
    </Flex>
  );
}
