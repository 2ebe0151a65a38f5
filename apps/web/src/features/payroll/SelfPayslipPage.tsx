import { useState } from 'react';
import { Alert, Button, Card, Empty, Flex, List, Select, Skeleton, Typography } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { SelfPayslipView } from '@hr/domain/payroll/payslip';
import { displayYear, formatDate } from '../../lib/dates';
import { useLang } from '../../lib/hooks';
import { formatMoney } from '../../lib/numbers';
import { downloadSelfPayslip, downloadSelfTaxCertificate, useSelfPayslips, useSelfTaxYears } from './payslip-api';
import { monthText } from './period-parts';

const YEARS_BACK = 5;

/** One month's payslip: the month, when it was paid, what was earned, deducted and paid, and its PDF. */
function PayslipItem({ p }: { p: SelfPayslipView }) {
  const { t } = useTranslation();
  const { lang } = useLang();
  const [busy, setBusy] = useState(false);
  const download = () => { setBusy(true); void downloadSelfPayslip(p.source, p.id, p.month).catch(() => undefined).finally(() => setBusy(false)); };
  return (
    <List.Item data-testid={`payslip-${p.month}`} actions={[
      <Button key="pdf" icon={<DownloadOutlined />} loading={busy} onClick={download} data-testid={`download-${p.month}`}
        aria-label={t('payslip:self.downloadOf', { month: monthText(p.month, lang) })}>
        {t('payslip:self.download')}
      </Button>,
    ]}>
      <List.Item.Meta
        title={<Typography.Text strong>{monthText(p.month, lang)}</Typography.Text>}
        description={(
          <Flex vertical gap={2}>
            <span>{t('payslip:self.paidOn', { date: formatDate(p.payDate, lang) })} · {p.companyName}</span>
            {p.netPay === null ? <Typography.Text type="secondary">{t('payslip:self.uploaded')}</Typography.Text> : (
              <Flex gap={16} wrap>
                <span>{t('payslip:totalEarnings')} {formatMoney(p.gross ?? 0, lang)}</span>
                <span>{t('payslip:totalDeductions')} {formatMoney(p.totalDeductions ?? 0, lang)}</span>
                <Typography.Text strong data-testid="net-pay">{t('payslip:netPay')} {formatMoney(p.netPay, lang)}</Typography.Text>
              </Flex>
            )}
          </Flex>
        )} />
    </List.Item>
  );
}

/** My withholding tax certificates (50 Tawi), one per tax year I was paid in. */
function TaxCertificates() {
  const { t } = useTranslation();
  const { lang } = useLang();
  const years = useSelfTaxYears();
  const [busy, setBusy] = useState<number | null>(null);
  return (
    <Card title={t('payrollFiles:taxCertificates')} data-testid="tax-certificates" size="small">
      {!years.data ? <Skeleton active paragraph={{ rows: 1 }} /> : (
        <List dataSource={years.data} locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('payrollFiles:noCertificates')} /> }}
          renderItem={(y) => (
            <List.Item key={`${y.year}-${y.companyId}`} data-testid={`certificate-${y.year}`} actions={[
              <Button key="pdf" icon={<DownloadOutlined />} loading={busy === y.year} data-testid={`download-certificate-${y.year}`}
                onClick={() => { setBusy(y.year); void downloadSelfTaxCertificate(y.year, y.companyId).catch(() => undefined).finally(() => setBusy(null)); }}>
                {t('payslip:self.download')}
              </Button>,
            ]}>
              <List.Item.Meta title={t('payrollFiles:taxCertificate', { year: displayYear(`${y.year}-01-01`, lang) })} description={y.companyName} />
            </List.Item>
          )} />
      )}
    </Card>
  );
}

/**
 * self-service/payslip (issue 20 point 3): my payslips by month, newest first, each downloadable as
 * a PDF in my language (no password: I am logged in). Only mine: the server answers nobody
 * else's. A year narrows the list (Buddhist era in Thai).
 */
export default function SelfPayslipPage() {
  const { t } = useTranslation();
  const { lang } = useLang();
  const thisYear = new Date().getFullYear();
  const [year, setYear] = useState<number | null>(null);
  const slips = useSelfPayslips(year);
  const years = Array.from({ length: YEARS_BACK + 1 }, (_, i) => thisYear - i);
  return (
    <Flex vertical gap={16}>
      <Card title={t('menu:self-service/payslip')} data-testid="self-payslip-page"
        extra={(
          <Select<number | null> value={year} onChange={setYear} style={{ width: 130 }} aria-label={t('payslip:self.year')} data-testid="payslip-year"
            options={[{ value: null, label: t('payslip:self.allYears') }, ...years.map((y) => ({ value: y, label: displayYear(`${y}-01-01`, lang) }))]} />
        )}>
        {slips.isError && !slips.data ? <Alert type="error" showIcon title={t('common:error.generic')} />
          : !slips.data ? <Skeleton active />
            : (
              <List<SelfPayslipView> dataSource={slips.data} loading={slips.isFetching} data-testid="payslip-list"
                locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t(year ? 'payslip:self.noneInYear' : 'payslip:self.none')} /> }}
                renderItem={(p) => <PayslipItem key={`${p.source}-${p.id}`} p={p} />} />
            )}
      </Card>
      <TaxCertificates />
    </Flex>
  );
}
