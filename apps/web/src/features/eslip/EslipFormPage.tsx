import { useState } from 'react';
import { useNavigate } from 'react-router';
import { App, Button, Card, Col, Form, Input, Row, Select, Space } from 'antd';
import { ArrowLeftOutlined, SaveOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { Dayjs } from 'dayjs';
import { fieldLabel } from '../../lib/field-label';
import { FieldItem } from '../../lib/form-controls';
import { useLang } from '../../lib/hooks';
import { showSaveError, validateOrScroll } from '../../lib/schema-rules';
import { useOwnCompanyDefault } from '../../lib/use-dropdown';
import { useUnsavedChanges } from '../../lib/use-unsaved-changes';
import { LocalDatePicker } from '../../shell/LocalDatePicker';
import { ESLIP_PATH, useSaveEslipPeriod } from './eslip-api';

type Values = { companyId?: string; month?: Dayjs | null; payDate?: Dayjs | null; note?: string };

/** employment-management/slip-online/create: a month of online payslips (company, month, pay date); its payslips are uploaded on its page. */
export default function EslipFormPage() {
  const { t } = useTranslation();
  const { to } = useLang();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [form] = Form.useForm<Values>();
  const companies = useOwnCompanyDefault(form, true);
  const save = useSaveEslipPeriod();
  const [dirty, setDirty] = useState(false);
  const { release } = useUnsavedChanges(dirty);
  const required = (name: string) => ({ required: true, message: t('validation:required', { field: fieldLabel(t, name) }) });
  const onSave = async () => {
    if (!(await validateOrScroll(form))) return;
    const v = form.getFieldsValue(true) as Values;
    const note = v.note?.trim();
    save.mutate({ companyId: v.companyId as string, month: v.month!.format('YYYY-MM'), payDate: v.payDate!.format('YYYY-MM-DD'), ...(note ? { note } : {}) }, {
      onSuccess: (p) => { message.success(t('eslip:saved')); release(); navigate(to(`${ESLIP_PATH}/${p.id}`)); },
      onError: (err) => showSaveError(form, err, message, t),
    });
  };
  return (
    <Card title={t('eslip:addTitle')} data-testid="eslip-form-page"
      extra={(
        <Space>
          <Button icon={<ArrowLeftOutlined />} onClick={() => navigate(to(ESLIP_PATH))}>{t('payroll:period.actions.back')}</Button>
          <Button type="primary" icon={<SaveOutlined />} loading={save.isPending} onClick={() => void onSave()} data-testid="save">{t('masters:ui.save')}</Button>
        </Space>
      )}>
      <Form<Values> form={form} layout="vertical" style={{ maxWidth: 800 }} data-testid="eslip-form" onValuesChange={(changed: Partial<Values>) => {
        setDirty(true);
        // The month picked: its last day is the usual pay date, unless one was typed.
        if (changed.month && !form.getFieldValue('payDate')) form.setFieldValue('payDate', changed.month.endOf('month').startOf('day'));
      }}>
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <FieldItem name="companyId" label={fieldLabel(t, 'companyId')} rules={[required('companyId')]}>
              <Select showSearch={{ optionFilterProp: 'label' }} loading={companies.isLoading}
                options={companies.data?.map((c) => ({ value: c.id ?? c.value, label: c.label }))} placeholder={t('masters:ui.selectPlaceholder', { field: fieldLabel(t, 'companyId') })} />
            </FieldItem>
          </Col>
          <Col xs={24} md={6}>
            <FieldItem name="month" label={fieldLabel(t, 'month')} rules={[required('month')]}>
              <LocalDatePicker picker="month" format={['MMMM YYYY', 'MM/YYYY', 'YYYY-MM']} style={{ width: '100%' }} placeholder={t('payroll:period.form.pickMonth')} />
            </FieldItem>
          </Col>
          <Col xs={24} md={6}>
            <FieldItem name="payDate" label={fieldLabel(t, 'payDate')} rules={[required('payDate')]}>
              <LocalDatePicker style={{ width: '100%' }} placeholder={t('payroll:period.form.pickDate')} />
            </FieldItem>
          </Col>
          <Col xs={24}>
            <FieldItem name="note" label={fieldLabel(t, 'note')}>
              <Input.TextArea rows={3} maxLength={500} showCount />
            </FieldItem>
          </Col>
        </Row>
      </Form>
    </Card>
  );
}
