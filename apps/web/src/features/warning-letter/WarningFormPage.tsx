import { useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { App, Button, Card, Col, Form, Input, InputNumber, Result, Row, Select, Space, Spin } from 'antd';
import { ArrowLeftOutlined, CloseCircleOutlined, EyeOutlined, SaveOutlined, SendOutlined } from '@ant-design/icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { WARNING_COUNT_MAX, WARNING_REASON_MAX, type WarningDetails } from '@hr/domain/warning-letter';
import { api, ApiError } from '../../lib/api';
import { toBusinessClock } from '../../lib/dates';
import { fieldLabel } from '../../lib/field-label';
import { FieldItem } from '../../lib/form-controls';
import { useLang } from '../../lib/hooks';
import { useRefOptions } from '../../lib/use-dropdown';
import { useUnsavedChanges } from '../../lib/use-unsaved-changes';
import { LocalDatePicker } from '../../shell/LocalDatePicker';
import NotFound from '../../shell/NotFound';
import { useWarningCheck, useWarningDetails, UUID_RE, warningKeys, warningPaths } from './api';
import { AttachmentField } from './AttachmentField';
import { CancelDialog } from './CancelDialog';
import { EmployeeField, type PickedEmployee } from './EmployeeField';
import { showServerErrors, toBody, toForm, warningRules, type FormField, type WarningFormValues } from './form-values';
import { savePreviewBody } from './preview-body';
import { ValidEarlierAlert } from './ValidEarlierAlert';
import { WarningLetterView } from './WarningLetterView';
import { WarningStatusTag } from './WarningStatusTag';

const DATES: FormField[] = ['incidentStart', 'incidentEnd', 'dateSent'];
/** What the preview needs to print a letter at all (the reason and count may still be missing). */
const PREVIEW_NEEDS: FormField[] = ['employeeId', 'typeId', 'incidentStart', 'incidentEnd', 'dateSent'];

/**
 * /warning-letter-management/add and /{id}/edit: HR writes a letter, keeps it as a draft and sends
 * it. A letter already sent opens read only (it no longer changes).
 */
export default function WarningFormPage() {
  const { id } = useParams();
  const { t } = useTranslation();
  const { to } = useLang();
  const navigate = useNavigate();
  const details = useWarningDetails(id);
  if (id && !UUID_RE.test(id)) return <NotFound />;
  if (!id) return <WarningForm key="new" />;
  if (details.isPending) return <Card><Spin /></Card>;
  if (!details.data) {
    return <Result status="warning" title={t('errors:recordGone')} extra={<Button onClick={() => navigate(to(warningPaths.list))}>{t('warningLetter:ui.backToList')}</Button>} />;
  }
  return details.data.editable ? <WarningForm key={id} saved={details.data} /> : <WarningLetterView d={details.data} />;
}

function WarningForm({ saved }: { saved?: WarningDetails }) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const { to } = useLang();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<WarningFormValues>();
  const [dirty, setDirty] = useState(false);
  const { release } = useUnsavedChanges(dirty);
  const [cancelling, setCancelling] = useState(false);
  const [person, setPerson] = useState<PickedEmployee | null>(saved
    ? { id: saved.employeeId, employeeCode: saved.employeeCode, name: saved.employeeName, departmentLabel: saved.departmentLabel } : null);
  const rules = warningRules(t, form);
  const id = saved?.id;

  // Only active offences can be chosen; a draft whose offence has since been retired still shows its own.
  const types = useRefOptions('warningLetter');
  const typeOptions = useMemo(() => {
    const list = types.options ?? [];
    return saved && !list.some((o) => o.value === saved.typeId) ? [...list, { value: saved.typeId, label: saved.typeLabel }] : list;
  }, [types.options, saved]);

  useEffect(() => { if (saved) form.setFieldsValue(toForm(saved)); }, [saved, form]);

  const employeeId = Form.useWatch('employeeId', form);
  const typeId = Form.useWatch('typeId', form);
  const incidentStart = Form.useWatch('incidentStart', form);
  const check = useWarningCheck({ employeeId, typeId, incidentStart: incidentStart ? incidentStart.format('YYYY-MM-DD') : undefined, ...(id ? { id } : {}) });
  // The number is the next of the offence for the employee until HR types one; a draft keeps its own while its employee and offence stay.
  const countTyped = useRef(false);
  useEffect(() => {
    if (!check.data) return;
    if (saved && employeeId === saved.employeeId && typeId === saved.typeId) return;
    if (!countTyped.current || form.getFieldValue('count') == null) form.setFieldValue('count', check.data.suggestedCount);
  }, [check.data, saved, employeeId, typeId, form]);

  const afterSave = (d: WarningDetails, sent: boolean) => {
    message.success(t(sent ? 'warningLetter:ui.sent' : 'warningLetter:ui.savedDraft'));
    release();
    setDirty(false);
    void queryClient.invalidateQueries({ queryKey: warningKeys.all });
    if (!id) navigate(to(warningPaths.edit(d.id)), { replace: true });
  };
  const onError = (err: unknown) => {
    if (err instanceof ApiError && err.fields.length) {
      const { marked, other } = showServerErrors(form, err.fields);
      if (marked[0]) form.scrollToField(marked[0], { block: 'center' });
      if (other.length) message.error(other.map((e) => e.text).join(' '));
    } else message.error(err instanceof ApiError ? err.message : t('common:error.generic'));
  };
  const save = useMutation({
    mutationFn: (send: boolean) => api.post<WarningDetails>('/1.0/save/warningLetter', { ...(id ? { id } : {}), ...toBody(form.getFieldsValue(true)), send }, { dialog: false }),
    onSuccess: (d, send) => afterSave(d, send),
    onError,
  });
  // A saved draft, unchanged, is sent as it stands.
  const send = useMutation({
    mutationFn: () => api.post<WarningDetails>('/1.0/send/warningLetter', { id }, { dialog: false }),
    onSuccess: (d) => afterSave(d, true),
    onError,
  });

  const validate = () => form.validateFields().then(() => true, () => false);
  const onSaveDraft = async () => {
    if (!(await validate())) return;
    modal.confirm({
      title: t('warningLetter:ui.confirmDraft'), okText: t('warningLetter:ui.saveDraft'), cancelText: t('warningLetter:ui.no'),
      onOk: () => { save.mutate(false); },
    });
  };
  const onSend = async () => {
    if (!(await validate())) return;
    modal.confirm({
      title: t('warningLetter:ui.confirmSend'), content: t('warningLetter:ui.confirmSendText'), okText: t('warningLetter:ui.send'), cancelText: t('warningLetter:ui.no'),
      okButtonProps: { 'data-testid': 'confirm-send' },
      onOk: () => { if (id && !dirty) send.mutate(); else save.mutate(true); },
    });
  };
  const onPreview = async () => {
    const ok = await form.validateFields(PREVIEW_NEEDS).then(() => true, () => false);
    if (!ok) return;
    const body: Record<string, unknown> = { ...toBody(form.getFieldsValue(true)), ...(id ? { id } : {}) };
    // The preview takes a letter still being written: what is not given yet is left out.
    for (const k of Object.keys(body)) if (body[k] === null || body[k] === '') delete body[k];
    savePreviewBody(body);
    // A new tab keeps this form as it is; it starts with a copy of this tab's sessionStorage.
    window.open(`#${to(warningPaths.preview)}`, '_blank');
  };
  const item = (name: FormField) => ({ name, label: fieldLabel(t, name === 'attachment' ? 'attachmentFileId' : name), rules: rules(name) });
  const busy = save.isPending || send.isPending;

  return (
    <Card data-testid="warning-form-page" title={(
      <Space wrap>
        <span>{t(id ? 'warningLetter:ui.editTitle' : 'warningLetter:ui.addTitle')}</span>
        {saved && <WarningStatusTag status={saved.status} />}
      </Space>
    )} extra={(
      <Space wrap>
        <Button icon={<ArrowLeftOutlined />} onClick={() => navigate(to(warningPaths.list))}>{t('warningLetter:ui.backToList')}</Button>
        {id && <Button danger icon={<CloseCircleOutlined />} onClick={() => setCancelling(true)} data-testid="cancel">{t('warningLetter:ui.cancelLetter')}</Button>}
        <Button icon={<EyeOutlined />} onClick={() => void onPreview()} data-testid="preview">{t('warningLetter:ui.preview')}</Button>
        <Button icon={<SaveOutlined />} loading={save.isPending && !save.variables} disabled={busy} onClick={() => void onSaveDraft()} data-testid="save-draft">{t('warningLetter:ui.saveDraft')}</Button>
        {id && !dirty
          ? <Button type="primary" icon={<SendOutlined />} loading={send.isPending} disabled={busy} onClick={() => void onSend()} data-testid="send">{t('warningLetter:ui.send')}</Button>
          : <Button type="primary" icon={<SendOutlined />} loading={save.isPending && !!save.variables} disabled={busy} onClick={() => void onSend()} data-testid="save-send">{t('warningLetter:ui.saveSend')}</Button>}
      </Space>
    )}>
      <ValidEarlierAlert earlier={check.data?.validEarlier ?? []} employeeName={person?.name} />
      <Form<WarningFormValues> form={form} layout="vertical" data-testid="warning-form" scrollToFirstError
        initialValues={{ dateSent: toBusinessClock(new Date().toISOString()).startOf('day'), attachment: null }}
        onValuesChange={(changed: Partial<WarningFormValues>) => {
          setDirty(true);
          if ('count' in changed) countTyped.current = changed.count != null;
          // A one-day offence is the usual case: its last day starts as its first.
          if (changed.incidentStart && !form.getFieldValue('incidentEnd')) form.setFieldValue('incidentEnd', changed.incidentStart);
          // The dates are checked against each other: re-check the others already shown.
          const key = Object.keys(changed)[0] as FormField | undefined;
          if (key && DATES.includes(key)) void form.validateFields(DATES.filter((d) => d !== key && (form.isFieldTouched(d) || form.getFieldError(d).length)));
        }}>
        <Row gutter={16}>
          <Col xs={24} lg={12}>
            <FieldItem {...item('employeeId')} label={t('warningLetter:fields.employee')} required>
              <EmployeeField person={person} onPerson={setPerson} data-testid="employee-pick" />
            </FieldItem>
          </Col>
          <Col xs={24} lg={12}>
            <FieldItem {...item('typeId')} required>
              <Select showSearch={{ optionFilterProp: 'label' }} loading={types.loading} options={typeOptions} data-testid="type"
                placeholder={t('warningLetter:form.selectType')} />
            </FieldItem>
          </Col>
          <Col xs={24} md={8}><FieldItem {...item('incidentStart')} required><LocalDatePicker style={{ width: '100%' }} data-testid="incident-start" /></FieldItem></Col>
          <Col xs={24} md={8}><FieldItem {...item('incidentEnd')} required><LocalDatePicker style={{ width: '100%' }} data-testid="incident-end" /></FieldItem></Col>
          <Col xs={24} md={8}><FieldItem {...item('dateSent')} required><LocalDatePicker style={{ width: '100%' }} data-testid="date-sent" /></FieldItem></Col>
          <Col xs={24}>
            <FieldItem {...item('reason')} required>
              <Input.TextArea rows={5} maxLength={WARNING_REASON_MAX} showCount data-testid="reason" placeholder={t('warningLetter:form.reasonHint')} />
            </FieldItem>
          </Col>
          <Col xs={24} md={8}>
            <FieldItem {...item('count')} extra={check.data ? (
              <span data-testid="suggested-count">{t('warningLetter:form.suggested', { n: check.data.suggestedCount })}</span>
            ) : t('warningLetter:form.countHint')}>
              <InputNumber<number> min={1} max={WARNING_COUNT_MAX} precision={0} style={{ width: '100%' }} data-testid="count" />
            </FieldItem>
          </Col>
          <Col xs={24} md={16}>
            <FieldItem {...item('attachment')}>
              <AttachmentField data-testid="attachment" />
            </FieldItem>
          </Col>
        </Row>
      </Form>
      <CancelDialog letter={cancelling && saved ? saved : null} onClose={() => setCancelling(false)}
        onDone={() => { release(); setDirty(false); }} />
    </Card>
  );
}
