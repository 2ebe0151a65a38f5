import { Tag } from 'antd';
import type { TFunction } from 'i18next';
import { fundTitleKey, isDebtKind, type FundAccountView, type FundEntryType, type FundKind } from '@hr/domain/payroll/funds';
import type { Lang } from '../../../lib/lang';
import { formatMoney, formatNumber } from '../../../lib/numbers';
import { monthText } from '../period-parts';

/* A fund or loan account's words as its pages show them: its terms, its state, an entry's type. */

/** What the account takes a month: a fixed amount, a percent of the salary, the cooperative master's rate, or a loan's instalment. */
export function termsText(t: TFunction, a: FundAccountView, lang: Lang): string {
  const parts: string[] = [];
  if (!isDebtKind(a.kind)) {
    if (a.monthlyAmount !== null) parts.push(t('payrollFunds:terms.amount', { amount: formatMoney(a.monthlyAmount, lang) }));
    else if (a.monthlyPercent !== null) parts.push(t('payrollFunds:terms.percent', { percent: formatNumber(a.monthlyPercent, lang) }));
    else parts.push(t('payrollFunds:terms.masterRate'));
  }
  if (a.instalment !== null) parts.push(t('payrollFunds:terms.instalment', { amount: formatMoney(a.instalment, lang) }));
  return parts.join(' · ');
}

/** From the start month to the end month (or "onwards"). */
export const monthsText = (t: TFunction, a: Pick<FundAccountView, 'startMonth' | 'endMonth'>, lang: Lang) =>
  (a.endMonth ? `${monthText(a.startMonth, lang)} – ${monthText(a.endMonth, lang)}` : t('payrollFunds:terms.from', { month: monthText(a.startMonth, lang) }));

export type FundState = 'open' | 'ended' | 'repaid';
/** Repaid: a loan with nothing left; ended: its end month has passed; else open. */
export function stateOf(a: FundAccountView, thisMonth: string): FundState {
  if (a.loanBalance !== null && a.loanBalance <= 0 && isDebtKind(a.kind)) return 'repaid';
  if (a.endMonth && a.endMonth < thisMonth) return 'ended';
  return 'open';
}
const STATE_COLOR: Record<FundState, string> = { open: 'green', ended: 'default', repaid: 'blue' };
export function FundStateTag({ t, state }: { t: TFunction; state: FundState }) {
  return <Tag color={STATE_COLOR[state]} data-testid="fund-state" data-state={state}>{t(`payrollFunds:state.${state}`)}</Tag>;
}

export const entryTypeText = (t: TFunction, type: FundEntryType) => t(`payrollFunds:entry.types.${type}`);
/** The page's title and its words for one account ("Education loan", "Saving fund" …). */
export const kindTitle = (t: TFunction, kind: FundKind) => t(fundTitleKey(kind));
