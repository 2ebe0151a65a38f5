import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Alert, App, Button, Card, Form, Space } from 'antd';
import { ArrowLeftOutlined, SendOutlined } from '@ant-design/icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ANNOUNCEMENT_REQUIRED_LANGS } from '@hr/domain/announcement';
import { api } from '../../lib/api';
import { FieldItem } from '../../lib/form-controls';
import { useLang } from '../../lib/hooks';
import { useUnsavedChanges } from '../../lib/use-unsaved-changes';
import { announcementPaths } from './api';
import { AttachmentsField } from './AttachmentsField';
import { ContentTabs } from './ContentTabs';
import { announcementRules, toOwnBody, type AnnouncementFormValues } from './form-values';
import { ScheduleFields } from './ScheduleFields';
import { useTabbedErrors } from './use-tabbed-errors';

const FIELDS = new Set(['titleEn', 'titleTh', 'descriptionEn', 'descriptionTh', 'imageEn', 'imageTh', 'attachments', 'schedule', 'startAt', 'endAt']);
const TIMES: Array<keyof AnnouncementFormValues> = ['schedule', 'startAt', 'endAt'];

/**
 * self-service/announcement/addAnoucement: an employee holding the right posts to their own
 * department (English and Thai, attachments, when). The audience is theirs by rule, so the form
 * does not ask for one; the route's permission is that right.
 */
export default function PostOwnPage() {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const { to } = useLang();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<AnnouncementFormValues>();
  const [dirty, setDirty] = useState(false);
  const { release } = useUnsavedChanges(dirty);
  const errors = useTabbedErrors(form, FIELDS);
  const rules = announcementRules(t, form, false);

  const save = useMutation({
    mutationFn: (body: Record<string, unknown>) => api.post<{ id: string }>('/1.0/save/annoucement/own', body, { dialog: false }),
    onSuccess: () => {
      message.success(t('announcement:own.posted'));
      release();
      void queryClient.invalidateQueries({ queryKey: ['announcement'] });
      navigate(to(announcementPaths.self));
    },
    onError: errors.onSaveError,
  });

  const onSave = async () => {
    if (!(await errors.validate())) return;
    modal.confirm({
      title: t('announcement:own.confirm'), okText: t('announcement:own.post'), cancelText: t('announcement:ui.no'),
      onOk: () => { save.mutate(toOwnBody(form.getFieldsValue(true))); },
    });
  };

  return (
    <Card title={t('announcement:own.title')} data-testid="post-own-page" styles={{ title: { whiteSpace: 'normal' } }} extra={
      <Space wrap>
        <Button icon={<ArrowLeftOutlined />} onClick={() => navigate(to(announcementPaths.self))}>{t('announcement:ui.back')}</Button>
        <Button type="primary" icon={<SendOutlined />} loading={save.isPending} onClick={() => void onSave()} data-testid="save">{t('announcement:own.post')}</Button>
      </Space>
    }>
      <Alert type="info" showIcon title={t('announcement:own.rule')} style={{ marginBottom: 16 }} data-testid="post-own-rule" />
      <Form<AnnouncementFormValues> form={form} layout="vertical" data-testid="announcement-form" initialValues={{ schedule: 'now', attachments: [] }}
        onFieldsChange={errors.onFieldsChange}
        onValuesChange={(changed) => {
          setDirty(true);
          const key = Object.keys(changed)[0] as keyof AnnouncementFormValues;
          const again = TIMES.includes(key) ? TIMES.filter((f) => f !== key && (form.isFieldTouched(f) || form.getFieldError(f).length)) : [];
          if (again.length) void form.validateFields(again);
        }}>
        <Card type="inner" title={t('announcement:form.content')} style={{ marginBottom: 16 }}>
          <ContentTabs langs={ANNOUNCEMENT_REQUIRED_LANGS} active={errors.tab} onActive={errors.setTab} withErrors={errors.badTabs} rules={rules} />
        </Card>
        <Card type="inner" title={t('announcement:fields.attachments')} style={{ marginBottom: 16 }}>
          <FieldItem name="attachments" rules={rules('attachments')}>
            <AttachmentsField />
          </FieldItem>
        </Card>
        <Card type="inner" title={t('announcement:form.when')}>
          <ScheduleFields rules={rules} />
        </Card>
      </Form>
    </Card>
  );
}
