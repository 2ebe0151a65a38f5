import { createContext, useContext, useState, type ComponentType, type ReactNode } from 'react';
import { App, Button, Drawer, Form, type FormInstance } from 'antd';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formFieldsOf } from '@hr/domain/employee/form-fields';
import { EDIT_POLICY, ROW_DELETE_PATH, ROW_SAVES, SECTION_SAVES, type RowSaveName, type SectionSaveName } from '@hr/domain/employee/sections';
import { ERRORS } from '@hr/domain/errors';
import { api, ApiError } from '../../lib/api';
import { showSaveError } from '../../lib/schema-rules';
import { SectionForm, toSectionBody } from './SectionForm';
import { SalaryPreview } from './SalaryPreview';

type Row = Record<string, unknown>;
/**
 * A section that brings its own form (the address form, whose fields follow the country): the
 * form's fields, drawn into the drawer with the drawer's form instance, and the call that saves
 * the validated values. The drawer confirms, marks server field errors and reads the record again.
 */
export type CustomEdit = { Form: ComponentType<{ form: FormInstance; initial: Row | null }>; initial: Row | null; submit: (values: Row) => Promise<unknown>; title?: string };
type Editing = { kind: 'section'; save: SectionSaveName; initial: Row | null } | { kind: 'row'; save: RowSaveName; initial?: Row } | { kind: 'custom'; edit: CustomEdit } | null;
type EditApi = {
  canEdit: boolean; mode: 'self' | 'hr' | 'view'; employeeId?: string;
  editSection: (save: SectionSaveName, initial: Row | null) => void; editRow: (save: RowSaveName, initial?: Row) => void; deleteRow: (save: RowSaveName, row: Row) => void;
  editWith: (edit: CustomEdit) => void; refresh: () => Promise<unknown>;
  /** Whether this screen may change a group (EDIT_POLICY: HR-only groups are read-only in my-profile). */
  mayEdit: (name: SectionSaveName | RowSaveName) => boolean;
  /** Makes a row the group's primary one (EDIT_POLICY primaryFlag), after a confirmation. */
  makePrimary: (save: RowSaveName, row: Row) => void;
};

/** Groups whose drawer shows, under the generated form, what the server will work out from it. */
const FORM_EXTRAS: Partial<Record<RowSaveName | SectionSaveName, ComponentType<{ form: FormInstance; employeeId?: string }>>> = { salary: SalaryPreview };

const EditContext = createContext<EditApi>({
  canEdit: false, mode: 'view', editSection: () => {}, editRow: () => {}, deleteRow: () => {}, editWith: () => {}, refresh: async () => {}, mayEdit: () => false, makePrimary: () => {},
});
export const useRecordEdit = () => useContext(EditContext);

/**
 * Editing of the record's sections: the employee's own through the self calls (`mode` 'self'), or
 * anyone's by HR (`mode` 'hr', with the employee's id). Every save and delete is confirmed, server
 * field errors land on their fields, and the record is read again afterwards.
 */
export function RecordEditProvider({ mode, employeeId, children }: { mode: 'self' | 'hr' | 'view'; employeeId?: string; children: ReactNode }) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const queryClient = useQueryClient();
  const [form] = Form.useForm();
  const [editing, setEditing] = useState<Editing>(null);
  const refresh = () => Promise.all([queryClient.invalidateQueries({ queryKey: ['employee-view'] }), queryClient.invalidateQueries({ queryKey: ['employee-progress'] })]);
  const schema = !editing || editing.kind === 'custom' ? null : editing.kind === 'section' ? SECTION_SAVES[editing.save][mode === 'hr' ? 'hr' : 'self'] : ROW_SAVES[editing.save];
  const confirmRetroactive = (text: string) => new Promise<boolean>((resolve) => modal.confirm({
    title: t('employee:record.retroactiveTitle'), content: <span data-testid="salary-retroactive">{text}</span>,
    okText: t('employee:record.retroactiveSave'), cancelText: t('masters:ui.no'), onOk: () => resolve(true), onCancel: () => resolve(false),
  }));
  const save = useMutation({
    mutationFn: async () => {
      if (editing?.kind === 'custom') return editing.edit.submit(await form.validateFields() as Row);
      if (!editing || !schema) return;
      const values = toSectionBody(formFieldsOf(schema), await form.validateFields());
      const self = mode === 'self';
      if (editing.kind === 'section') {
        await api.post(self ? `/1.0/save/self/${editing.save}` : `/1.0/save/${editing.save}`, self ? values : { id: employeeId, ...values }, { dialog: false });
      } else {
        const id = editing.initial?.id as string | undefined;
        const post = (extra: object = {}) => api.post(self ? `/1.0/save/self/${editing.save}` : `/1.0/save/${editing.save}`,
          { ...(self ? {} : { employeeId }), ...(id ? { id } : {}), ...values, ...extra }, { dialog: false });
        try {
          await post();
        } catch (err) {
          // A salary dated in months already paid: saved only when HR confirms the retroactive pay it brings (the answer names the months).
          if (!(err instanceof ApiError && err.code === ERRORS.SALARY_RETROACTIVE.code) || !(await confirmRetroactive(err.message))) throw err;
          await post({ confirmRetroactive: true });
        }
      }
    },
    onSuccess: () => { message.success(t('masters:ui.saved')); setEditing(null); void refresh(); },
    onError: (err) => showSaveError(form, err, message, t, false),
  });
  const remove = useMutation({
    mutationFn: ({ save: s, row }: { save: RowSaveName; row: Row }) =>
      api.post(mode === 'self' ? `/1.0/delete/self/${ROW_DELETE_PATH[s]!}` : `/1.0/delete/${ROW_DELETE_PATH[s]!}`, { id: row.id }),
    onSuccess: () => { message.success(t('masters:ui.deleted')); void refresh(); },
  });
  // The row as its group's save takes it (the view's extra columns, such as the bank's name, left out), flagged primary.
  const primary = useMutation({
    mutationFn: ({ save: s, row }: { save: RowSaveName; row: Row }) => api.post(mode === 'self' ? `/1.0/save/self/${s}` : `/1.0/save/${s}`, {
      ...(mode === 'self' ? {} : { employeeId }), id: row.id, ...toSectionBody(formFieldsOf(ROW_SAVES[s]), row), [EDIT_POLICY[s]!.primaryFlag!]: true,
    }),
    onSuccess: () => { message.success(t('masters:ui.saved')); void refresh(); },
  });
  const Extra = editing && editing.kind !== 'custom' ? FORM_EXTRAS[editing.save] : undefined;
  const value: EditApi = {
    canEdit: mode !== 'view', mode, employeeId, refresh,
    mayEdit: (name) => mode === 'hr' || (mode === 'self' && !EDIT_POLICY[name]?.hrOnly),
    makePrimary: (s, row) => modal.confirm({
      title: t('employee:record.confirmMakePrimary'), okText: t('employee:record.makePrimary'), cancelText: t('masters:ui.no'), onOk: () => { primary.mutate({ save: s, row }); },
    }),
    editWith: (edit) => setEditing({ kind: 'custom', edit }),
    editSection: (s, initial) => setEditing({ kind: 'section', save: s, initial }),
    editRow: (s, initial) => setEditing({ kind: 'row', save: s, initial }),
    deleteRow: (s, row) => modal.confirm({
      title: t('masters:ui.confirmDelete'), content: t('masters:ui.cannotUndo'), okText: t('masters:ui.delete'), okButtonProps: { danger: true }, cancelText: t('masters:ui.no'),
      onOk: () => { remove.mutate({ save: s, row }); },
    }),
  };
  return (
    <EditContext.Provider value={value}>
      {children}
      <Drawer open={!!editing} width={520} destroyOnHidden onClose={() => setEditing(null)} data-testid="section-drawer"
        title={editing?.kind === 'custom' ? editing.edit.title : editing ? t(editing.kind === 'row' && !editing.initial ? 'employee:record.addTitle' : 'employee:record.editTitle') : ''}
        extra={<Button type="primary" loading={save.isPending} data-testid="section-save" onClick={() => modal.confirm({
          title: t('masters:ui.confirmSave'), okText: t('masters:ui.save'), cancelText: t('masters:ui.no'), onOk: () => { save.mutate(); },
        })}>{t('masters:ui.save')}</Button>}>
        {editing && schema && editing.kind !== 'custom' && <SectionForm schema={schema} form={form} initial={editing.initial ?? null} />}
        {Extra && <Extra form={form} employeeId={employeeId} />}
        {editing?.kind === 'custom' && <editing.edit.Form form={form} initial={editing.edit.initial} />}
      </Drawer>
    </EditContext.Provider>
  );
}
