import { useEffect } from 'react';
import { Alert, Button, Form, Radio, Select, Space, Switch, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TimeclockMapping, TimeclockPreview } from '@hr/domain/attendance/timeclock';
import type { FieldError } from '../../lib/api';
import { FieldItem } from '../../lib/form-controls';

/** The form's values: the mapping with the date's layout as a choice and "no state" as -1 (a select holds no null). */
type Values = {
  hasHeader: boolean; idColumn?: number; dateMode: 'one' | 'two'; dateTimeColumn?: number; dateColumn?: number; timeColumn?: number; stateColumn: number; dayFirst: boolean;
  matchByNumber: boolean;
};
const NO_STATE = -1;

const toValues = (m: TimeclockMapping | null): Values => ({
  hasHeader: m?.hasHeader ?? true, idColumn: m?.idColumn, dateMode: m?.dateColumn !== null && m?.dateColumn !== undefined ? 'two' : 'one',
  dateTimeColumn: m?.dateTimeColumn ?? undefined, dateColumn: m?.dateColumn ?? undefined, timeColumn: m?.timeColumn ?? undefined,
  stateColumn: m?.stateColumn ?? NO_STATE, dayFirst: m?.dayFirst ?? true, matchByNumber: m?.matchByNumber ?? false,
});
const toMapping = (v: Values): TimeclockMapping => ({
  hasHeader: v.hasHeader, idColumn: v.idColumn!, dayFirst: v.dayFirst, matchByNumber: v.matchByNumber,
  dateTimeColumn: v.dateMode === 'one' ? (v.dateTimeColumn ?? null) : null,
  dateColumn: v.dateMode === 'two' ? (v.dateColumn ?? null) : null,
  timeColumn: v.dateMode === 'two' ? (v.timeColumn ?? null) : null,
  stateColumn: v.stateColumn === NO_STATE ? null : v.stateColumn,
});

/**
 * The mapping step: which column holds the id, the date and time, the state, pre-filled with the
 * company's remembered mapping or the detected one, beside the file's first lines so the choice
 * can be checked against what the columns hold. The server's field errors mark the fields.
 */
export function MappingForm({ preview, busy, errors, onSubmit, onBack }: {
  preview: TimeclockPreview; busy: boolean; errors: FieldError[]; onSubmit: (m: TimeclockMapping) => void; onBack: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const hasHeader = Form.useWatch('hasHeader', form) ?? preview.mapping?.hasHeader ?? true;
  const dateMode = Form.useWatch('dateMode', form) ?? toValues(preview.mapping).dateMode;
  useEffect(() => { form.setFieldsValue(toValues(preview.mapping)); }, [form, preview]);
  useEffect(() => {
    form.setFields(errors.map((e) => ({ name: e.field.replace(/^mapping\./, '') as keyof Values, errors: [e.text] })));
  }, [form, errors]);

  const width = Math.max(preview.firstRow.length, ...preview.sample.map((r) => r.length));
  const nameOf = (i: number) => (hasHeader && preview.firstRow[i]?.trim() ? preview.firstRow[i]!.trim() : t('timeclock:mapping.column', { n: i + 1 }));
  const options = Array.from({ length: width }, (_, i) => ({ value: i, label: hasHeader && preview.firstRow[i]?.trim() ? `${i + 1} · ${nameOf(i)}` : nameOf(i) }));
  const lines = hasHeader ? preview.sample : [preview.firstRow, ...preview.sample].slice(0, preview.sample.length || 1);
  const columns = Array.from({ length: width }, (_, i) => ({ key: i, dataIndex: i, title: nameOf(i), ellipsis: true }));
  const required = (field: string) => [{ required: true, message: t('validation:required', { field: t(`labels:${field}`) }) }];
  const select = (testId: string, extra: Record<string, unknown> = {}) => <Select options={options} data-testid={testId} style={{ minWidth: 240 }} {...extra} />;

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Alert type={preview.mappingSource === 'none' ? 'warning' : 'info'} showIcon title={t(`timeclock:mapping.source.${preview.mappingSource}`)} data-testid="mapping-source"
        description={preview.format ? <span data-testid="mapping-format">{t('timeclock:mapping.formatTitle', { name: t(`timeclock:format.${preview.format}`) })}</span> : undefined} />
      <Typography.Title level={5}>{t('timeclock:mapping.sample')}</Typography.Title>
      <div data-testid="mapping-sample">
        <Table size="small" bordered pagination={false} scroll={{ x: true }} columns={columns}
          dataSource={lines.map((r, key) => ({ key, ...Object.fromEntries(r.map((v, i) => [i, v])) }))} />
      </div>
      <Form form={form} layout="vertical" style={{ maxWidth: 720 }} initialValues={toValues(preview.mapping)} onFinish={(v) => onSubmit(toMapping(v))} data-testid="mapping-form">
        <FieldItem name="hasHeader" label={t('timeclock:mapping.hasHeader')} valuePropName="checked"><Switch /></FieldItem>
        <FieldItem name="idColumn" label={t('timeclock:mapping.id')} extra={t('timeclock:mapping.idHelp')} rules={required('idColumn')}>{select('field-idColumn')}</FieldItem>
        <FieldItem name="matchByNumber" label={t('timeclock:mapping.matchByNumber')} extra={t('timeclock:mapping.matchByNumberHelp')} valuePropName="checked">
          <Switch data-testid="field-matchByNumber" />
        </FieldItem>
        <Form.Item name="dateMode" label={t('timeclock:mapping.dateMode')}>
          <Radio.Group options={[{ value: 'one', label: t('timeclock:mapping.oneColumn') }, { value: 'two', label: t('timeclock:mapping.twoColumns') }]} data-testid="field-dateMode" />
        </Form.Item>
        {dateMode === 'one'
          ? <FieldItem name="dateTimeColumn" label={t('timeclock:mapping.dateTime')} rules={required('dateTimeColumn')}>{select('field-dateTimeColumn')}</FieldItem>
          : (
            <Space wrap size="large">
              <FieldItem name="dateColumn" label={t('timeclock:mapping.date')} rules={required('dateColumn')}>{select('field-dateColumn')}</FieldItem>
              <FieldItem name="timeColumn" label={t('timeclock:mapping.time')} rules={required('timeColumn')}>{select('field-timeColumn')}</FieldItem>
            </Space>
          )}
        <FieldItem name="stateColumn" label={t('timeclock:mapping.state')} extra={t('timeclock:mapping.stateHelp')}>
          {select('field-stateColumn', { options: [{ value: NO_STATE, label: t('timeclock:mapping.noState') }, ...options] })}
        </FieldItem>
        <FieldItem name="dayFirst" label={t('timeclock:mapping.dayOrder')}>
          <Select style={{ minWidth: 240 }} options={[{ value: true, label: t('timeclock:mapping.dayFirst') }, { value: false, label: t('timeclock:mapping.monthFirst') }]} />
        </FieldItem>
        <Space>
          <Button onClick={onBack} data-testid="mapping-back">{t('timeclock:mapping.back')}</Button>
          <Button type="primary" htmlType="submit" loading={busy} data-testid="mapping-preview">{t('timeclock:mapping.preview')}</Button>
        </Space>
      </Form>
    </Space>
  );
}
