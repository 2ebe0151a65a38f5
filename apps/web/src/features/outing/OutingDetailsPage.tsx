import { useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { Alert, App, Button, Card, Descriptions, Result, Space, Spin, Typography } from 'antd';
import { ArrowLeftOutlined, CloseCircleOutlined, DeleteOutlined, EditOutlined, MailOutlined, SendOutlined } from '@ant-design/icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../lib/api';
import { DATE_FORMATS, formatDate } from '../../lib/dates';
import { useLang } from '../../lib/hooks';
import NotFound from '../../shell/NotFound';
import { formatMoney, outingName, outingPaths, outingPeriod, useOutingDetails, UUID_RE, type MailResult } from './api';
import { MissingEmailDialog } from './MissingEmailDialog';
import { OutingNameList } from './OutingNameList';
import { OutingStatusTag } from './OutingStatusTag';

/** /company-outing/{id}: the outing, its name list with mail status, and what can be done: edit, mail, cancel, delete. */
export default function OutingDetailsPage() {
  const { id = '' } = useParams();
  if (!UUID_RE.test(id)) return <NotFound />;
  return <OutingDetailsView key={id} id={id} />;
}

function OutingDetailsView({ id }: { id: string }) {
  const { t } = useTranslation();
  const { lang, to } = useLang();
  const navigate = useNavigate();
  const { message, modal } = App.useApp();
  const queryClient = useQueryClient();
  // The cancel page hands over whoever could not be told for want of an address.
  const { state } = useLocation();
  const [missing, setMissing] = useState<MailResult | null>((state as { mailResult?: MailResult } | null)?.mailResult ?? null);
  const details = useOutingDetails(id);
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['companyOuting'] });
  const afterMail = (r: MailResult) => {
    if (r.missing.length) setMissing(r);
    else if (r.queued) message.success(t('outing:ui.mailQueued', { count: r.queued }));
    else message.info(t('outing:ui.nothingToMail'));
    void refresh();
  };
  const sendAll = useMutation({ mutationFn: () => api.post<MailResult>('/1.0/sendmail/companyOuting/all', { id }), onSuccess: afterMail });
  const resend = useMutation({ mutationFn: (employeeIds: string[]) => api.post<MailResult>('/1.0/resendmail/companyOuting', { id, employeeIds }), onSuccess: afterMail });
  const resendCancel = useMutation({ mutationFn: () => api.post<MailResult>('/1.0/sendmail/companyOuting/cancel', { id }), onSuccess: afterMail });
  const remove = useMutation({
    mutationFn: () => api.post<null>('/1.0/delete/companyOuting', { id }),
    onSuccess: () => { message.success(t('outing:ui.deleted')); void refresh(); navigate(to(outingPaths.list)); },
  });

  if (details.isPending) return <Card><Spin /></Card>;
  if (details.isError || !details.data) {
    return <Result status="warning" title={t('errors:recordGone')} extra={<Button onClick={() => navigate(to(outingPaths.list))}>{t('outing:ui.back')}</Button>} />;
  }
  const o = details.data;
  const active = o.status === 'active';
  const confirm = (title: string, onOk: () => void, okText = t('outing:ui.send'), danger = false) =>
    modal.confirm({ title, okText, cancelText: t('outing:ui.no'), okButtonProps: { danger }, onOk: () => { onOk(); } });
  const dash = (v: string | null | undefined) => v || '—';

  return (
    <Card data-testid="outing-details" title={<Space><span data-testid="outing-title">{outingName(o, lang)}</span><OutingStatusTag outing={o} /></Space>} extra={
      <Space wrap>
        <Button icon={<ArrowLeftOutlined />} onClick={() => navigate(to(outingPaths.list))}>{t('outing:ui.backToList')}</Button>
        {o.editable && <Button icon={<EditOutlined />} onClick={() => navigate(to(outingPaths.edit(o.id)))} data-testid="edit">{t('outing:ui.edit')}</Button>}
        {active && (
          <Button type="primary" icon={<SendOutlined />} loading={sendAll.isPending} data-testid="send-all"
            onClick={() => confirm(t('outing:ui.confirmSendAll', { count: o.mailCounts.notSent + o.mailCounts.noEmail }), () => sendAll.mutate())}>
            {t('outing:ui.sendAll')}
          </Button>
        )}
        {o.editable && (
          <Button danger icon={<CloseCircleOutlined />} onClick={() => navigate(to(outingPaths.cancel(o.id)))} data-testid="cancel-outing">{t('outing:ui.cancelOuting')}</Button>
        )}
        {!active && (
          <Button icon={<MailOutlined />} loading={resendCancel.isPending} data-testid="resend-cancel"
            onClick={() => confirm(t('outing:ui.confirmResendCancel', { count: o.memberCount }), () => resendCancel.mutate())}>
            {t('outing:ui.resendCancel')}
          </Button>
        )}
        {o.deletable && (
          <Button danger type="text" icon={<DeleteOutlined />} loading={remove.isPending} data-testid="delete"
            onClick={() => modal.confirm({
              title: t('outing:ui.confirmDelete'), content: t('outing:ui.cannotUndo'), okText: t('outing:ui.delete'), okButtonProps: { danger: true },
              cancelText: t('outing:ui.no'), onOk: () => { remove.mutate(); },
            })}>
            {t('outing:ui.delete')}
          </Button>
        )}
      </Space>
    }>
      {o.status === 'cancelled' && (
        <Alert type="error" showIcon style={{ marginBottom: 16 }} data-testid="cancelled-banner"
          title={t('outing:ui.cancelledBanner', { date: o.cancelledAt ? formatDate(o.cancelledAt, lang, DATE_FORMATS.dateTime) : '—', name: o.cancelledByName ?? '—' })}
          description={<Typography.Text>{t('outing:ui.cancelReasonIs', { reason: o.cancelReason ?? '' })}</Typography.Text>} />
      )}
      {active && o.finished && <Alert type="info" showIcon style={{ marginBottom: 16 }} title={t('outing:ui.finishedBanner')} />}
      <Descriptions bordered size="small" column={{ xs: 1, md: 2 }} style={{ marginBottom: 16 }} data-testid="outing-facts" items={[
        { key: 'nameEn', label: t('labels:nameEn'), children: o.nameEn },
        { key: 'nameTh', label: t('labels:nameTh'), children: o.nameTh },
        { key: 'company', label: t('labels:companyId'), children: o.companyLabel },
        { key: 'location', label: t('labels:location'), children: o.location },
        { key: 'period', label: t('outing:fields.period'), children: <span data-testid="outing-period">{outingPeriod(o, lang)}</span> },
        { key: 'deadline', label: t('labels:registrationDeadline'), children: o.registrationDeadline ? formatDate(o.registrationDeadline, lang) : '—' },
        { key: 'budget', label: t('labels:budgetPerHead'), children: formatMoney(o.budgetPerHead) },
        { key: 'total', label: t('outing:fields.totalBudget'), children: formatMoney(o.totalBudget) },
        { key: 'members', label: t('outing:fields.members'), children: t('outing:ui.mailedOf', { sent: o.mailCounts.sent, total: o.memberCount }) },
        { key: 'updated', label: t('outing:fields.updatedAt'), children: formatDate(o.updatedAt, lang, DATE_FORMATS.dateTime) },
        { key: 'description', label: t('labels:description'), span: 'filled', children: <Typography.Text style={{ whiteSpace: 'pre-wrap' }}>{dash(o.description)}</Typography.Text> },
      ]} />
      <OutingNameList outing={o} resending={resend.isPending} onResend={(ids) => resend.mutateAsync(ids)} />
      <MissingEmailDialog result={missing} onClose={() => setMissing(null)} />
    </Card>
  );
}
