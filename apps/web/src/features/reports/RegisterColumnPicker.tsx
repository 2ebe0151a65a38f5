import { useState } from 'react';
import { Badge, Button, Checkbox, Drawer, Flex, List, Tag, Tooltip, Typography } from 'antd';
import { ArrowDownOutlined, ArrowUpOutlined, HolderOutlined, LockOutlined, UndoOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { DEFAULT_REGISTER_COLUMNS, REGISTER_COLUMN_NAMES, registerColumn, isSensitiveColumn, type RegisterColumn } from '@hr/domain/employee/register';

type Props = {
  chosen: RegisterColumn[];
  /** The columns this reader may pick (personal ones only for HR). */
  allowed: RegisterColumn[];
  onChange: (next: RegisterColumn[]) => void;
};

/** `list` with the item at `from` moved to `to`. */
const moved = <T,>(list: T[], from: number, to: number) => {
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item!);
  return next;
};

/**
 * The register's column picker: a drawer listing the chosen columns first, in their order, then the
 * others. A checkbox shows or hides a column; the arrow buttons (or dragging the row) move it. Every
 * control is a real button or checkbox with a name, so the list works from the keyboard and a
 * screen reader. At least one column stays.
 */
export function RegisterColumnPicker({ chosen, allowed, onChange }: Props) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [dragged, setDragged] = useState<number | null>(null);
  const label = (c: RegisterColumn) => t(registerColumn(c).header);
  const rest = allowed.filter((c) => !chosen.includes(c));
  const rows = [...chosen, ...rest];
  const toggle = (c: RegisterColumn, on: boolean) => onChange(on ? [...chosen, c] : chosen.filter((x) => x !== c));
  const move = (i: number, to: number) => { if (to >= 0 && to < chosen.length) onChange(moved(chosen, i, to)); };
  return (
    <>
      <Badge count={chosen.length} color="var(--ant-color-primary)" size="small">
        <Button icon={<HolderOutlined />} onClick={() => setOpen(true)} data-testid="columns-button" aria-haspopup="dialog">{t('employeeReport:picker.open')}</Button>
      </Badge>
      <Drawer open={open} onClose={() => setOpen(false)} size={420} title={t('employeeReport:picker.title')} data-testid="columns-drawer"
        extra={<Button icon={<UndoOutlined />} onClick={() => onChange(DEFAULT_REGISTER_COLUMNS.filter((c) => allowed.includes(c)))} data-testid="columns-reset">{t('employeeReport:picker.reset')}</Button>}>
        <Typography.Paragraph type="secondary">{t('employeeReport:picker.hint')}</Typography.Paragraph>
        <Typography.Text strong aria-live="polite">{t('employeeReport:picker.chosen', { count: chosen.length })}</Typography.Text>
        <List size="small" style={{ marginTop: 8 }} dataSource={rows} rowKey={(c) => c}
          renderItem={(c, i) => {
            const on = i < chosen.length;
            const last = on && chosen.length === 1;
            return (
              <List.Item data-testid={`column-${c}`} draggable={on}
                onDragStart={() => setDragged(i)} onDragOver={(e) => { if (on && dragged !== null) e.preventDefault(); }}
                onDrop={() => { if (dragged !== null && on) move(dragged, i); setDragged(null); }} onDragEnd={() => setDragged(null)}
                style={{ cursor: on ? 'grab' : undefined, opacity: dragged === i ? 0.5 : 1 }}
                actions={on ? [
                  <Button key="up" type="text" size="small" icon={<ArrowUpOutlined />} disabled={i === 0} onClick={() => move(i, i - 1)}
                    aria-label={t('employeeReport:picker.moveUp', { column: label(c) })} data-testid={`up-${c}`} />,
                  <Button key="down" type="text" size="small" icon={<ArrowDownOutlined />} disabled={i === chosen.length - 1} onClick={() => move(i, i + 1)}
                    aria-label={t('employeeReport:picker.moveDown', { column: label(c) })} data-testid={`down-${c}`} />,
                ] : []}>
                <Flex gap={8} align="center" wrap>
                  <Tooltip title={last ? t('employeeReport:picker.lastOne') : undefined}>
                    <Checkbox checked={on} disabled={last} onChange={(e) => toggle(c, e.target.checked)} data-testid={`check-${c}`}>{label(c)}</Checkbox>
                  </Tooltip>
                  {isSensitiveColumn(c) && <Tag icon={<LockOutlined />} color="orange">{t('employeeReport:personal')}</Tag>}
                </Flex>
              </List.Item>
            );
          }} />
      </Drawer>
    </>
  );
}

const STORE = 'hr.employeeRegister.columns';
/** The columns a user picked last time in this browser (only names still declared and allowed), or the default set. */
export function storedColumns(userId: string | undefined, allowed: RegisterColumn[]): RegisterColumn[] {
  const fallback = DEFAULT_REGISTER_COLUMNS.filter((c) => allowed.includes(c));
  if (!userId) return fallback;
  try {
    const saved = JSON.parse(localStorage.getItem(`${STORE}.${userId}`) ?? 'null') as unknown;
    const valid = Array.isArray(saved) ? [...new Set(saved)].filter((c): c is RegisterColumn => REGISTER_COLUMN_NAMES.includes(c as RegisterColumn) && allowed.includes(c as RegisterColumn)) : [];
    return valid.length ? valid : fallback;
  } catch {
    return fallback;
  }
}
/** Remembers a user's columns in this browser. */
export const storeColumns = (userId: string | undefined, columns: RegisterColumn[]) => {
  if (userId) localStorage.setItem(`${STORE}.${userId}`, JSON.stringify(columns));
};
