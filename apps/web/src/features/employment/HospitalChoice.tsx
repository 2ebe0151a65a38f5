import { useState } from 'react';
import { App, Button, Card, Flex, Form, Select, Space, Typography } from 'antd';
import { DeleteOutlined, SaveOutlined } from '@ant-design/icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api, ApiError } from '../../lib/api';
import { fieldLabel } from '../../lib/field-label';
import { useRefOptions } from '../../lib/use-dropdown';

/**
 * The employee's social security hospital (s.33), chosen from the hospital master: saved and
 * cleared on its own calls (/1.2/save and /1.2/delete employee/social/hospital/choice), each confirmed.
 */
export function HospitalChoice({ employeeId, current, onDirty }: { employeeId: string; current: string | null; onDirty: (dirty: boolean) => void }) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const queryClient = useQueryClient();
  const hospitals = useRefOptions('hospital');
  const [chosen, setChosen] = useState<string | null>(current);
  const [error, setError] = useState<string>();
  const choose = (v: string | null) => { setChosen(v); setError(undefined); onDirty(v !== current); };
  const change = useMutation({
    mutationFn: (hospitalId: string | null) => (hospitalId
      ? api.post('/1.2/save/employee/social/hospital/choice', { id: employeeId, hospitalId }, { dialog: false })
      : api.post('/1.2/delete/employee/social/hospital/choice', { id: employeeId }, { dialog: false })),
    onSuccess: (_r, hospitalId) => {
      onDirty(false);
      setChosen(hospitalId);
      void message.success(t(hospitalId ? 'employment:hospital.saved' : 'employment:hospital.cleared'));
      for (const key of ['employment', 'employee-view']) void queryClient.invalidateQueries({ queryKey: [key] });
    },
    onError: (err) => {
      if (err instanceof ApiError && err.fields.length) setError(err.fields[0]!.text);
      else void message.error(err instanceof ApiError ? err.message : t('common:error.generic'));
    },
  });
  const confirm = (hospitalId: string | null) => modal.confirm({
    title: t(hospitalId ? 'employment:hospital.confirmSave' : 'employment:hospital.confirmClear'),
    okText: t(hospitalId ? 'masters:ui.save' : 'employment:hospital.clear'), cancelText: t('masters:ui.no'), okButtonProps: { danger: !hospitalId },
    onOk: () => { change.mutate(hospitalId); },
  });
  return (
    <Card type="inner" title={t('employment:hospital.title')} data-testid="section-hospital">
      <Typography.Paragraph type="secondary">{t('employment:hospital.intro')}</Typography.Paragraph>
      <Flex gap={12} align="start" wrap>
        <Form.Item label={fieldLabel(t, 'hospitalId')} htmlFor="hospitalId" validateStatus={error ? 'error' : undefined} help={error} layout="vertical" style={{ minWidth: 360, marginBottom: 0 }}>
          <Select id="hospitalId" showSearch={{ optionFilterProp: 'label' }} allowClear options={hospitals.options} loading={hospitals.loading} value={chosen ?? undefined}
            onChange={(v?: string) => choose(v ?? null)} placeholder={t('employment:hospital.none')} data-testid="field-hospitalId" />
        </Form.Item>
        <Space style={{ marginTop: 30 }}>
          <Button type="primary" icon={<SaveOutlined />} disabled={!chosen || chosen === current} loading={change.isPending && !!change.variables}
            onClick={() => confirm(chosen)} data-testid="hospital-save">{t('employment:hospital.save')}</Button>
          <Button danger icon={<DeleteOutlined />} disabled={!current} loading={change.isPending && !change.variables}
            onClick={() => confirm(null)} data-testid="hospital-clear">{t('employment:hospital.clear')}</Button>
        </Space>
      </Flex>
    </Card>
  );
}
