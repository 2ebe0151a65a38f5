import { useEffect, useState } from 'react';
import { Alert, App, Button, Flex, Form, Input, Modal, Radio, Select, Space, Typography, Upload } from 'antd';
import { PaperClipOutlined, UploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import dayjs, { type Dayjs } from 'dayjs';
import { CHOICES } from '@hr/domain/choices';
import { ONSITE_DESCRIPTION_MAX, ONSITE_SUBTYPES, ONSITE_WORK_TYPES, onSiteIssues, ZOnSiteSave, type OnSiteListed } from '@hr/domain/onsite/schemas';
import { ApiError } from '../../lib/api';
import { fieldLabel, ruleMessage } from '../../lib/field-label';
import { FieldItem } from '../../lib/form-controls';
import { useCan, useProfile } from '../../lib/hooks';
import { showFieldErrors } from '../../lib/schema-rules';
import { useSubmitOnce } from '../../lib/use-submit-once';
import { LocalRangePicker } from '../../shell/LocalDatePicker';
import { useAttendanceSearch } from '../attendance/api';
import { todayIso } from '../attendance/day-parts';
import { uploadOnSiteFile, useSaveOnSite } from './api';

type Values = { period?: [Dayjs, Dayjs]; duration?: string; workType?: string; subType?: string; description?: string; memberIds?: string[] };
type Props = { open: boolean; editing: OnSiteListed | null; onClose: () => void };

/** Colleagues to put on a request: the caller, and their team (HR: anyone who records time), found by code or name. */
function MembersPicker({ value, onChange, id, known }: { value?: string[]; onChange?: (v: string[]) => void; id?: string; known: Map<string, string> }) {
  const { t } = useTranslation();
  const can = useCan();
  const me = useProfile().data;
  const via = can('employment-management.attendance-management') ? 'all' : 'team';
  const [keyword, setKeyword] = useState('');
  const q = useAttendanceSearch(via, { dateFrom: todayIso(), dateTo: todayIso(), sort: 'employeeCode', pageSize: 50, ...(keyword ? { keyword } : {}) }, { silent: true });
  for (const r of q.data?.items ?? []) known.set(r.employee.id, `${r.employee.code} ${r.employee.name}`);
  if (me) known.set(me.id, `${me.employeeName} (${t('onsite:me')})`);
  const ids = [...new Set([...(me ? [me.id] : []), ...(value ?? []), ...(q.data?.items ?? []).map((r) => r.employee.id)])];
  return (
    <Select id={id} mode="multiple" value={value} onChange={onChange} loading={q.isFetching} placeholder={t('onsite:pickMembers')} data-testid="field-memberIds"
      showSearch={{ filterOption: false, onSearch: (s) => setKeyword(s.trim()) }} options={ids.map((x) => ({ value: x, label: known.get(x) ?? x }))} />
  );
}

/**
 * File or edit an on-site or work-from-home request: the dates and the part of the day, the kind of
 * work and its purpose, a description, an attachment, and who goes (a supervisor adds their team).
 * The rules are the schema's; the server's field messages show under their fields.
 */
export function OnSiteFormModal({ open, editing, onClose }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const can = useCan();
  const me = useProfile().data;
  const [form] = Form.useForm<Values>();
  const save = useSaveOnSite();
  const once = useSubmitOnce();
  const [file, setFile] = useState<{ id: string; name: string } | null>(null);
  const [uploading, setUploading] = useState(false);
  const [known] = useState(() => new Map<string, string>());
  const withTeam = can('employment-management.attendance-subordinates') || can('employment-management.attendance-management');

  useEffect(() => {
    if (!open) return;
    for (const m of editing?.members ?? []) known.set(m.id, `${m.employeeCode} ${m.name}`);
    form.setFieldsValue(editing
      ? { period: [dayjs(editing.dateFrom), dayjs(editing.dateTo)], duration: editing.duration, workType: editing.workType, subType: editing.subType, description: editing.description, memberIds: editing.members.map((m) => m.id) }
      : { period: undefined, duration: 'fullDay', workType: 'onSite', subType: undefined, description: undefined, memberIds: me ? [me.id] : [] });
    setFile(editing?.file ? { id: editing.file.id, name: editing.file.name } : null);
  }, [open, editing, form, me, known]);

  const toBody = (v: Values) => ({
    ...(editing ? { id: editing.id } : {}),
    dateFrom: v.period?.[0]?.format('YYYY-MM-DD'), dateTo: v.period?.[1]?.format('YYYY-MM-DD'), duration: v.duration, workType: v.workType, subType: v.subType,
    description: v.description?.trim(), memberIds: withTeam ? v.memberIds ?? [] : me ? [me.id] : [], fileId: file?.id ?? null,
  });
  const cross = (name: string) => ({
    validator: async () => {
      const issue = onSiteIssues(toBody(form.getFieldsValue(true)) as never).find((i) => i.field === 'dateTo');
      if (name === 'period' && issue) throw new Error(t([`validation:${issue.key}`, `rules:${issue.key}`], { field: fieldLabel(t, 'dateTo'), ...issue.params }));
    },
  });
  const required = (name: keyof Values, schemaName: string) => [{
    required: true,
    validator: async (_r: unknown, v: unknown) => {
      const empty = v === undefined || v === null || v === '' || (Array.isArray(v) && !v.length);
      if (empty) throw new Error(ruleMessage(t, 'validation.required', schemaName));
    },
  }, ...(name === 'period' ? [cross('period')] : [])];

  // A double click on Send is one submission with one key (issue 34): one request, one toast.
  const submit = () => once.run(async (key) => {
    const v = await form.validateFields().catch(() => null);
    if (!v) return false;
    const parsed = ZOnSiteSave.safeParse(toBody(v));
    if (!parsed.success) { message.error(t('common:error.generic')); return false; }
    try {
      await save.mutateAsync({ ...parsed.data, key });
      message.success(t(editing ? 'onsite:updated' : 'onsite:filed'));
      onClose();
      return true;
    } catch (err) {
      if (err instanceof ApiError && err.fields.length) showFieldErrors(form, err.fields.map((f) => ({ ...f, field: f.field === 'dateFrom' || f.field === 'dateTo' ? 'period' : f.field })));
      else message.error(err instanceof ApiError ? err.message : t('common:error.generic'));
      return false;
    }
  });

  return (
    <Modal open={open} destroyOnHidden onCancel={onClose} onOk={() => void submit()} width={640} data-testid="onsite-form"
      title={t(editing ? 'onsite:editTitle' : 'onsite:newTitle')} okText={t(editing ? 'overtime:saveEdit' : 'overtime:submit')} cancelText={t('leaveAdmin:close')}
      okButtonProps={{ loading: save.isPending, disabled: uploading, id: 'onsite-submit' }}>
      <Form form={form} layout="vertical" preserve={false} onValuesChange={once.changed}>
        <FieldItem name="period" label={t('onsite:period')} required rules={required('period', 'dateFrom')}>
          <LocalRangePicker style={{ width: '100%' }} placeholder={[fieldLabel(t, 'dateFrom'), fieldLabel(t, 'dateTo')]} />
        </FieldItem>
        <Flex gap={12} wrap>
          <FieldItem name="duration" label={fieldLabel(t, 'duration')} required style={{ flex: '1 1 260px' }}>
            <Radio.Group optionType="button" options={CHOICES.leaveDuration.map((d) => ({ value: d, label: t(`choices:leaveDuration.${d}`) }))} />
          </FieldItem>
          <FieldItem name="workType" label={fieldLabel(t, 'workType')} required style={{ flex: '1 1 240px' }}>
            <Radio.Group optionType="button" options={ONSITE_WORK_TYPES.map((w) => ({ value: w, label: t(`onsite:workType.${w}`) }))} />
          </FieldItem>
        </Flex>
        <FieldItem name="subType" label={fieldLabel(t, 'subType')} required rules={required('subType', 'subType')}>
          <Select options={ONSITE_SUBTYPES.map((s) => ({ value: s, label: t(`onsite:subType.${s}`) }))} placeholder={t('onsite:pickSubType')} />
        </FieldItem>
        <FieldItem name="description" label={fieldLabel(t, 'description')} required rules={required('description', 'description')}>
          <Input.TextArea rows={3} maxLength={ONSITE_DESCRIPTION_MAX} showCount />
        </FieldItem>
        {withTeam ? (
          <FieldItem name="memberIds" label={fieldLabel(t, 'memberIds')} required rules={required('memberIds', 'memberIds')} extra={t('onsite:membersHint')}>
            <MembersPicker known={known} />
          </FieldItem>
        ) : (
          <Form.Item label={fieldLabel(t, 'memberIds')} extra={t('onsite:selfOnly')}>
            <Typography.Text data-testid="onsite-self">{me ? `${me.employeeName} (${t('onsite:me')})` : ''}</Typography.Text>
          </Form.Item>
        )}
        <Form.Item label={fieldLabel(t, 'fileId')} extra={t('onsite:fileHint')}>
          <Space orientation="vertical">
            <Upload accept=".jpg,.jpeg,.png,.pdf" maxCount={1} showUploadList={false}
              customRequest={async ({ file: f, onSuccess, onError }) => {
                setUploading(true);
                try { const stored = await uploadOnSiteFile(f as File); setFile(stored); onSuccess?.(stored); } catch (e) { onError?.(e as Error); } finally { setUploading(false); }
              }}>
              <Button icon={<UploadOutlined />} loading={uploading}>{t('onsite:attach')}</Button>
            </Upload>
            {file && <Space data-testid="onsite-file"><PaperClipOutlined /><span>{file.name}</span><Button type="link" size="small" onClick={() => setFile(null)}>{t('onsite:removeFile')}</Button></Space>}
          </Space>
        </Form.Item>
      </Form>
      {editing && <Alert type="info" showIcon title={t('onsite:editHint')} />}
    </Modal>
  );
}
