import { App, Button, Card, Flex } from 'antd';
import { DeleteOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PICTURE_KINDS, type PictureKind } from '@hr/domain/employee/attachments';
import { api, ApiError } from '../../lib/api';
import { fieldLabel } from '../../lib/field-label';
import { ImageField } from '../../shell/ImageField';
import { useRecordEdit } from './record-edit';

const FIELD: Record<PictureKind, string> = { profile: 'imageProfileFileId', signature: 'eSignatureFileId' };

/**
 * The profile picture and e-signature on the personal tab. HR sets or removes anyone's
 * (/1.0/save/employee/picture); the employee uploads their own picture through the spec's
 * /1.0/user/upload/imageProfile and sets their e-signature with /1.0/save/self/employee/picture.
 * Other uploads name their purpose (imagedata?purpose=), so the server stores them at the size
 * the screens show and accepts them only for that picture.
 * The top bar's avatar is read again after any change (it may be the reader's own).
 */
export function RecordPictures({ data }: { data: Record<string, unknown> }) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const queryClient = useQueryClient();
  const edit = useRecordEdit();
  const self = edit.mode === 'self';
  const after = () => Promise.all([edit.refresh(), queryClient.invalidateQueries({ queryKey: ['profile'] })]);
  const save = async (kind: PictureKind, fileId: string | null) => {
    try {
      await api.post(self ? '/1.0/save/self/employee/picture' : '/1.0/save/employee/picture', { ...(self ? {} : { id: edit.employeeId }), kind, fileId }, { dialog: false });
      message.success(t('masters:ui.saved'));
    } catch (err) {
      if (err instanceof ApiError) message.error(err.fields[0]?.text ?? err.message);
    }
    await after();
  };
  // The spec's own upload already makes the picture the caller's profile picture.
  const uploadedOwnPicture = async () => { message.success(t('masters:ui.saved')); await after(); };
  return (
    <Flex gap={16} wrap style={{ marginBottom: 16 }}>
      {PICTURE_KINDS.map((kind) => {
        const value = (data[FIELD[kind]] as string | null | undefined) ?? null;
        return (
          <Card key={kind} size="small" title={fieldLabel(t, FIELD[kind])} style={{ flex: '1 1 360px' }} data-testid={`picture-${kind}`}
            extra={edit.canEdit && value && (
              <Button type="text" danger icon={<DeleteOutlined />} data-testid={`remove-${kind}`} onClick={() => modal.confirm({
                title: t('employee:record.pictures.removeConfirm'), okText: t('employee:record.pictures.remove'), okButtonProps: { danger: true }, cancelText: t('masters:ui.no'),
                onOk: () => save(kind, null),
              })}>{t('employee:record.pictures.remove')}</Button>
            )}>
            <ImageField value={value} disabled={!edit.canEdit} data-testid={`field-${FIELD[kind]}`}
              uploadPath={self && kind === 'profile' ? '/1.0/user/upload/imageProfile' : `/1.0/user/upload/imagedata?purpose=${kind}`}
              onChange={(id) => void (self && kind === 'profile' ? uploadedOwnPicture() : save(kind, id))} />
          </Card>
        );
      })}
    </Flex>
  );
}
