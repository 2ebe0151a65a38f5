import { Card, Collapse, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

type Section = { title: string; body: string[] };

/** The user manual: short answers to what people ask first, in every language. */
export default function UserManualPage() {
  const { t } = useTranslation();
  const sections = t('manual:sections', { returnObjects: true }) as Section[];
  return (
    <Card title={t('manual:title')}>
      <Typography.Paragraph>{t('manual:intro')}</Typography.Paragraph>
      <Collapse defaultActiveKey={['0']} items={sections.map((s, i) => ({
        key: String(i), label: s.title, children: s.body.map((p, j) => <Typography.Paragraph key={j}>{p}</Typography.Paragraph>),
      }))} />
    </Card>
  );
}
