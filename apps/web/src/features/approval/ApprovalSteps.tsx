import { Steps, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ApprovalStepView } from '@hr/domain/approval/schemas';
import { DATE_FORMATS, formatDate } from '../../lib/dates';
import { useLang } from '../../lib/hooks';

const STATUS: Record<ApprovalStepView['status'], 'wait' | 'process' | 'finish' | 'error'> = {
  waiting: 'wait', open: 'process', approved: 'finish', rejected: 'error', cancelled: 'wait', skipped: 'wait',
};

/** The kind of a step as people say it: "Supervisor or assistant supervisor", "HR", the role's name. */
export function useStepKind() {
  const { t } = useTranslation();
  return (kind: string, roleName?: string | null) => (kind === 'role' && roleName ? roleName : t(`approval:kind.${kind}`));
}

/** A note of the routing: who stood in for whom, who was away, a step moved up or skipped. */
export function useNoteText() {
  const { t } = useTranslation();
  return (n: ApprovalStepView['notes'][number]) => t(`approval:note.${n.kind}`, { from: n.from ?? '', to: n.to ?? '', who: n.who ?? '' });
}

/**
 * A request's chain, step by step (issue 17 point 1): who may decide each step, who did and when,
 * the remark, and why a step went to a delegate or was skipped.
 */
export function ApprovalSteps({ steps }: { steps: ApprovalStepView[] }) {
  const { t } = useTranslation();
  const { lang } = useLang();
  const kindOf = useStepKind();
  const noteOf = useNoteText();
  return (
    <Steps orientation="vertical" size="small" data-testid="approval-steps" items={steps.map((s) => ({
      status: STATUS[s.status],
      title: <span data-testid="step-title">{`${kindOf(s.kind, s.roleName)} · ${t(`approval:status.${s.status}`)}`}</span>,
      content: (
        <div data-testid="step-body">
          {s.approvers.length > 0 && <div>{t('approval:approvers', { names: s.approvers.map((a) => `${a.employeeCode} ${a.name}`).join(', ') })}</div>}
          {s.decidedBy && <div>{t('approval:decidedBy', { name: `${s.decidedBy.employeeCode} ${s.decidedBy.name}`, at: formatDate(s.decidedAt, lang, DATE_FORMATS.dateTime) })}</div>}
          {s.remark && <Typography.Text type="secondary">{t('approval:remark', { remark: s.remark })}</Typography.Text>}
          {s.notes.map((n, i) => <div key={i}><Typography.Text type="warning" data-testid="step-note">{noteOf(n)}</Typography.Text></div>)}
        </div>
      ),
    }))} />
  );
}

/**
 * Whether a chain says more than "the supervisor or the assistant decides", which a leave page's
 * approvers line already says: several steps, a stand-in, a step skipped or moved up.
 */
export const chainSaysMore = (steps: ApprovalStepView[]) => steps.length > 1 || steps.some((s) => s.notes.length > 0 || s.status === 'skipped');

/** A request's chain under its heading, where it says more than its approvers line. */
export function ChainSection({ steps }: { steps: ApprovalStepView[] }) {
  const { t } = useTranslation();
  if (!chainSaysMore(steps)) return null;
  return (
    <div data-testid="chain-section">
      <Typography.Title level={5}>{t('approval:chainTitle')}</Typography.Title>
      <ApprovalSteps steps={steps} />
    </div>
  );
}
