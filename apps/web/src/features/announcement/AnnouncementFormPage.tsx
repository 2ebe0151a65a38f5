import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { App, Button, Card, Form, Result, Space, Spin, Switch } from 'antd';
import { ArrowLeftOutlined, EyeOutlined, SaveOutlined } from '@ant-design/icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ANNOUNCEMENT_LANGS } from '@hr/domain/announcement';
import { api } from '../../lib/api';
import { FieldItem } from '../../lib/form-controls';
import { useLang } from '../../lib/hooks';
import { useUnsavedChanges } from '../../lib/use-unsaved-changes';
import NotFound from '../../shell/NotFound';
import { announcementPaths, useAnnouncementDetails, UUID_RE } from './api';
import { AttachmentsField } from './AttachmentsField';
import { AudienceFields } from './AudienceFields';
import { ContentTabs } from './ContentTabs';
import type { PickedEmployee } from './EmployeeModalPicker';
import { announcementRules, suffixOf, toBody, toForm, type AnnouncementFormValues } from './form-values';
import { draftOf, savePreviewDraft } from './preview-draft';
import { ScheduleFields } from './ScheduleFields';
import { useTabbedErrors } from './use-tabbed-errors';

/** The form's fields, for placing the server's errors (anything else is shown as a message). */
const FIELDS = new Set([
  ...ANNOUNCEMENT_LANGS.flatMap((l) => ['title', 'description', 'image'].map((f) => `${f}${suffixOf(l)}`)),
  'attachments', 'schedule', 'startAt', 'endAt', 'urgent', 'audienceAll', 'companyIds', 'departmentIds', 'employeeIds',
]);
const TIMES: Array<keyof AnnouncementFormValues> = ['schedule', 'startAt', 'endAt'];
const AUDIENCE: Array<keyof AnnouncementFormValues> = ['audienceAll', 'companyIds', 'departmentIds', 'employeeIds'];

/** /announcement-management/add and /{id}/edit: HR writes an announcement. */
export default function AnnouncementFormPage() {
  const { id } = useParams();
  if (id && !UUID_RE.test(id)) return <NotFound />;
  return <AnnouncementForm key={id ?? 'new'} id={id} />;
}

function AnnouncementForm({ id }: { id?: string }) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const { to } = useLang();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<AnnouncementFormValues>();
  const [people, setPeople] = useState<Map<string, PickedEmployee>>(new Map());
  const [dirty, setDirty] = useState(false);
  const { release } = useUnsavedChanges(dirty);
  const errors = useTabbedErrors(form, FIELDS);
  const rules = announcementRules(t, form);
  const details = useAnnouncementDetails(id);

  useEffect(() => {
    if (!details.data) return;
    setPeople(new Map(details.data.employees.map((e) => [e.id, e])));
    form.setFieldsValue(toForm(details.data));
  }, [details.data, form]);

  const save = useMutation({
    mutationFn: (body: Record<string, unknown>) => api.post<{ id: string }>('/1.0/save/annoucement', id ? { id, ...body } : body, { dialog: false }),
    onSuccess: (r) => {
      message.success(t('announcement:ui.saved'));
      release();
      void queryClient.invalidateQueries({ queryKey: ['announcement'] });
      navigate(to(announcementPaths.details(r.id)));
    },
    onError: errors.onSaveError,
  });

  const onSave = async () => {
    if (!(await errors.validate())) return;
    modal.confirm({
      title: t(id ? 'announcement:ui.confirmUpdate' : 'announcement:ui.confirmSave'), okText: t('announcement:ui.save'), cancelText: t('announcement:ui.no'),
      onOk: () => { save.mutate(toBody(form.getFieldsValue(true))); },
    });
  };

  const onPreview = () => {
    savePreviewDraft(draftOf(form.getFieldsValue(true)));
    // A new tab keeps this form as it is; it starts with a copy of this tab's sessionStorage.
    window.open(`#${to(announcementPaths.preview)}`, '_blank');
  };

  if (id && details.isPending) return <Card><Spin /></Card>;
  if (id && !details.data) {
    return <Result status="warning" title={t('announcement:ui.gone')} extra={<Button onClick={() => navigate(to(announcementPaths.list))}>{t('announcement:ui.backToList')}</Button>} />;
  }

  return (
    <Card title={t(id ? 'announcement:ui.editTitle' : 'announcement:ui.addTitle')} data-testid="announcement-form-page" extra={
      <Space wrap>
        <Button icon={<ArrowLeftOutlined />} onClick={() => navigate(to(id ? announcementPaths.details(id) : announcementPaths.list))}>{t('announcement:ui.back')}</Button>
        <Button icon={<EyeOutlined />} onClick={onPreview} data-testid="preview">{t('announcement:ui.preview')}</Button>
        <Button type="primary" icon={<SaveOutlined />} loading={save.isPending} onClick={() => void onSave()} data-testid="save">{t('announcement:ui.save')}</Button>
      </Space>
    }>
      <Form<AnnouncementFormValues> form={form} layout="vertical" data-testid="announcement-form"
        initialValues={{ schedule: 'now', urgent: false, audienceAll: false, attachments: [], companyIds: [], departmentIds: [], employeeIds: [] }}
        onFieldsChange={errors.onFieldsChange}
        onValuesChange={(changed) => {
          setDirty(true);
          const key = Object.keys(changed)[0] as keyof AnnouncementFormValues;
          // The times and the audience are checked together: re-check the others of the group already shown.
          const group = TIMES.includes(key) ? TIMES : AUDIENCE.includes(key) ? AUDIENCE : [];
          const again = group.filter((f) => f !== key && (form.isFieldTouched(f) || form.getFieldError(f).length));
          if (again.length) void form.validateFields(again);
        }}>
        <Card type="inner" title={t('announcement:form.content')} style={{ marginBottom: 16 }}>
          <ContentTabs langs={ANNOUNCEMENT_LANGS} active={errors.tab} onActive={errors.setTab} withErrors={errors.badTabs} rules={rules} />
        </Card>
        <Card type="inner" title={t('announcement:fields.attachments')} style={{ marginBottom: 16 }}>
          <FieldItem name="attachments" rules={rules('attachments')}>
            <AttachmentsField />
          </FieldItem>
        </Card>
        <Card type="inner" title={t('announcement:form.when')} style={{ marginBottom: 16 }}>
          <ScheduleFields rules={rules} />
          <FieldItem name="urgent" label={t('announcement:fields.urgent')} valuePropName="checked" extra={t('announcement:form.urgentHint')}>
            <Switch data-testid="urgent" />
          </FieldItem>
        </Card>
        <Card type="inner" title={t('announcement:form.audience')}>
          <AudienceFields rules={rules} people={people} onPeople={(add) => setPeople((m) => new Map([...m, ...add.map((p) => [p.id, p] as const)]))} />
        </Card>
      </Form>
    </Card>
  );
}
