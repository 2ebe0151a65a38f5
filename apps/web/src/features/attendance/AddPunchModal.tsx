import { Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { PunchForm, type PunchFormProps } from './PunchForm';

/** The punch form in a dialog, over a list or a person's month (which refresh once the punch is added). */
export function AddPunchModal({ open, onClose, ...form }: Omit<PunchFormProps, 'onDone' | 'onCancel'> & { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal open={open} onCancel={onClose} footer={null} destroyOnHidden width={600} data-testid="punch-modal"
      title={t(form.overtime ? 'attendance:pages.form.titleOt' : 'attendance:pages.form.title')}>
      <PunchForm {...form} onDone={onClose} onCancel={onClose} />
    </Modal>
  );
}
