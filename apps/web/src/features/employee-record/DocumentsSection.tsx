import { useState, type HTMLAttributes } from 'react';
import { App, Button, Flex, Skeleton, Space, Table, Tag, Typography, Upload } from 'antd';
import { DeleteOutlined, FileImageOutlined, FilePdfOutlined, UploadOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ERRORS } from '@hr/domain/errors';
import { api, ApiError } from '../../lib/api';
import { DATE_FORMATS, formatDate } from '../../lib/dates';
import { fieldLabel } from '../../lib/field-label';
import { useLang } from '../../lib/hooks';
import { saveStoredFile } from '../../lib/use-file-url';
import { useRecordEdit } from './record-edit';

type Doc = { id: string; fileId: string; fileName: string; mime: string; size: number; updatedAt: string; filedBySelf: boolean };
type DocRow = { documentTypeId: string; documentType: string; active: boolean; document: Doc | null };
type Stored = { id: string; name: string };

/**
 * The documents tab (SPEC section 7: /1.0/get/documentupload, /1.0/save/document): every
 * document-file type of the master with the employee's file, a download link, and an upload
 * button. A type that has a document is replaced only after the user confirms; the server asks
 * for that confirmation too (a list shown before someone else filed one), and the answer leads
 * to the same question. An employee changes only what they filed; HR's documents stay HR's.
 */
export function DocumentsSection({ employeeId }: { employeeId?: string }) {
  const { t } = useTranslation();
  const { lang } = useLang();
  const { message, modal } = App.useApp();
  const queryClient = useQueryClient();
  const edit = useRecordEdit();
  const self = !employeeId;
  const [busy, setBusy] = useState<string | null>(null);
  const list = useQuery({
    queryKey: ['employee-documents', employeeId ?? 'self', lang],
    queryFn: () => api.post<DocRow[]>(self ? '/1.0/get/self/documentupload' : '/1.0/get/documentupload', self ? {} : { employeeId }),
  });
  const refresh = () => Promise.all([queryClient.invalidateQueries({ queryKey: ['employee-documents'] }), edit.refresh()]);
  const mayChange = (r: DocRow) => edit.canEdit && (edit.mode === 'hr' || !r.document || r.document.filedBySelf);

  const confirmReplace = (r: DocRow, file: string, old: string) => new Promise<boolean>((resolve) => modal.confirm({
    title: t('employee:record.documents.replaceTitle'), content: t('employee:record.documents.replaceText', { type: r.documentType, old, file }),
    okText: t('employee:record.documents.replace'), cancelText: t('masters:ui.no'), onOk: () => resolve(true), onCancel: () => resolve(false),
  }));
  const save = (r: DocRow, fileId: string, replace: boolean) => api.post(self ? '/1.0/save/self/document' : '/1.0/save/document',
    { ...(self ? {} : { employeeId }), documentTypeId: r.documentTypeId, fileId, ...(replace ? { replace } : {}) }, { dialog: false });

  const upload = async (r: DocRow, file: File) => {
    setBusy(r.documentTypeId);
    try {
      const body = new FormData();
      body.append('file', file, file.name);
      const [stored] = await api.post<Stored[]>('/1.0/user/upload/file', body, { dialog: false });
      if (r.document && !(await confirmReplace(r, stored!.name, r.document.fileName))) return;
      try {
        await save(r, stored!.id, !!r.document);
      } catch (err) {
        // Someone filed one since the list was read: the same question, then the replacement.
        if (!(err instanceof ApiError && err.code === ERRORS.DOCUMENT_EXISTS.code) || !(await confirmReplace(r, stored!.name, r.documentType))) throw err;
        await save(r, stored!.id, true);
      }
      message.success(t('masters:ui.saved'));
    } catch (err) {
      if (err instanceof ApiError) message.error(err.fields[0]?.text ?? err.message);
    } finally {
      setBusy(null);
      void refresh();
    }
  };
  const remove = (r: DocRow) => modal.confirm({
    title: t('masters:ui.confirmDelete'), content: t('masters:ui.cannotUndo'), okText: t('masters:ui.delete'), okButtonProps: { danger: true }, cancelText: t('masters:ui.no'),
    onOk: async () => {
      await api.post(self ? `/1.0/delete/self/document/${r.document!.id}` : `/1.0/delete/document/${r.document!.id}`, {});
      message.success(t('masters:ui.deleted'));
      await refresh();
    },
  });

  if (list.isLoading) return <Skeleton active />;
  return (
    <Flex vertical gap={8} data-testid="documents">
      <Typography.Text type="secondary">{t('employee:record.documents.hint')}</Typography.Text>
      <Table<DocRow> rowKey="documentTypeId" size="small" pagination={false} dataSource={list.data ?? []}
        onRow={(r) => ({ 'data-testid': `document-${r.documentTypeId}` }) as HTMLAttributes<HTMLElement>}
        columns={[
          { key: 'type', title: fieldLabel(t, 'documentType'), render: (_, r) => (
            <Space wrap>{r.documentType}{!r.active && <Tag>{t('employee:record.documents.retired')}</Tag>}</Space>
          ) },
          { key: 'file', title: fieldLabel(t, 'fileId'), render: (_, r) => (r.document ? (
            <Space wrap>
              <Button type="link" icon={r.document.mime === 'application/pdf' ? <FilePdfOutlined /> : <FileImageOutlined />} style={{ paddingInline: 0 }}
                onClick={() => void saveStoredFile(r.document!.fileId, r.document!.fileName)} aria-label={t('employee:record.documents.download')} data-testid="document-download">
                {r.document.fileName}
              </Button>
              {!r.document.filedBySelf && self && <Tag>{t('employee:record.documents.filedByHr')}</Tag>}
            </Space>
          ) : <Typography.Text type="secondary">{t('employee:record.documents.notUploaded')}</Typography.Text>) },
          { key: 'updated', title: t('employee:record.documents.updated'), width: 170, render: (_, r) => (r.document ? formatDate(r.document.updatedAt, lang, DATE_FORMATS.dateTime) : '—') },
          ...(edit.canEdit ? [{
            key: 'actions', title: t('masters:ui.actions'), width: 220, render: (_: unknown, r: DocRow) => mayChange(r) && (
              <Space size={4}>
                <Upload accept="image/jpeg,image/png,application/pdf" showUploadList={false} maxCount={1} beforeUpload={(f) => { void upload(r, f); return false; }}>
                  <Button icon={<UploadOutlined />} loading={busy === r.documentTypeId} data-testid="document-upload">
                    {t(r.document ? 'employee:record.documents.replace' : 'employee:record.documents.upload')}
                  </Button>
                </Upload>
                {r.document && <Button type="text" danger icon={<DeleteOutlined />} aria-label={t('masters:ui.delete')} onClick={() => remove(r)} data-testid="document-delete" />}
              </Space>
            ),
          }] : []),
        ]} />
    </Flex>
  );
}
