import { useEffect } from 'react';
import { App, Form, Modal, Radio, Select, Typography } from 'antd';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import type { WorkingHourUpdate } from '@hr/domain/attendance/roster';
import { api, ApiError } from '../../lib/api';
import { formatDate } from '../../lib/dates';
import { useLang } from '../../lib/hooks';
import { useRosterHeader } from './api';

type Values = { workingTimeType: 'general' | 'shift'; workingTimeId?: string };

/**
 * An employee's default working time (update/employeeWorkingHour, HR), changed from the next day
 * on (SPEC section 4): today and the days before keep the one they had. Confirmed by the dialog's
 * own save button, which says when it takes effect.
 */
export function WorkingTimeModal({ employee, onClose }: { employee: { id: string; name: string; workingTimeType: string } | null; onClose: () => void }) {
  const { t } = useTranslation();
  const { lang } = useLang();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<Values>();
  const header = useRosterHeader(dayjs().format('YYYY-MM'));
  const shifts = (header.data?.shifts ?? []).filter((s) => s.active);
  useEffect(() => {
    if (employee) form.setFieldsValue({ workingTimeType: employee.workingTimeType === 'shift' ? 'shift' : 'general', workingTimeId: undefined });
  }, [employee, form]);
  const save = useMutation({
    mutationFn: (body: WorkingHourUpdate) => api.post<{ effectiveFrom: string }>('/1.0/update/employeeWorkingHour', body, { dialog: false }),
    onSuccess: async (r) => {
      void message.success(t('schedule:hours.saved', { date: formatDate(r.effectiveFrom, lang) }));
      await queryClient.invalidateQueries();
      onClose();
    },
    onError: (err) => {
      if (!(err instanceof ApiError)) return;
      if (err.fields.length) form.setFields(err.fields.map((f) => ({ name: f.field as keyof Values, errors: [f.text] })));
      else void message.error(err.envelope.msg.text);
    },
  });
  const first = header.data ? formatDate(header.data.firstChangeable, lang) : '';
  return (
    <Modal open={!!employee} title={t('schedule:hours.title', { name: employee?.name ?? '' })} onCancel={onClose} okText={t('schedule:hours.save')} cancelText={t('schedule:grid.cancel')}
      confirmLoading={save.isPending} destroyOnHidden onOk={() => void form.validateFields().then((v) => save.mutate({ employeeId: employee!.id, workingTimeType: v.workingTimeType, workingTimeId: v.workingTimeId! }))}>
      <Form form={form} layout="vertical" data-testid="working-time-form">
        <Form.Item name="workingTimeType" label={t('schedule:hours.type')} rules={[{ required: true, message: t('validation:required', { field: t('schedule:hours.type') }) }]}>
          <Radio.Group options={(['general', 'shift'] as const).map((v) => ({ value: v, label: t(`employee:add.workingTimeType.${v}`) }))} />
        </Form.Item>
        <Form.Item name="workingTimeId" label={t('schedule:hours.workingTime')} rules={[{ required: true, message: t('validation:required', { field: t('schedule:hours.workingTime') }) }]}>
          <Select showSearch={{ optionFilterProp: 'label' }} data-testid="working-time-select" options={shifts.map((s) => ({ value: s.id, label: `${s.prefix} · ${s.name}` }))} />
        </Form.Item>
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>{t('schedule:hours.effective', { date: first })}</Typography.Paragraph>
      </Form>
    </Modal>
  );
}
