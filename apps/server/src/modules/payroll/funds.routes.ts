import { z } from 'zod';
import { FUND_ENTRY_TYPES, FUND_KINDS, FUND_PAGES, fundSaveOf, fundTitleKey, isDebtKind, LOAN_LENDERS, ZFundEntrySave, ZFundId, ZFundSearch, type FundAccountView, type FundKind } from '@hr/domain/payroll/funds';
import { t } from '../../platform/i18n';
import { actorOf } from '../../platform/context';
import { replies } from '../../platform/envelope';
import { col, excelOptions, sendXlsx, xlsxFile, type ExcelOptions } from '../../platform/excel';
import { ok } from '../../platform/reply';
import { routes } from '../../platform/routes';
import { addFundEntry, allFunds, deleteFund, fundDetails, saveFund, searchFunds } from './funds.service';

const tags = ['Payroll'];
const n = z.number();
const s = z.string();
const ZAccount = z.object({
  id: s, kind: z.enum(FUND_KINDS), employeeId: s, employeeCode: s, name: s, departmentName: s.nullable(), companyId: s, lender: z.enum(LOAN_LENDERS),
  memberNumber: s.nullable(), startMonth: s, endMonth: s.nullable(), monthlyAmount: n.nullable(), monthlyPercent: n.nullable(), principal: n.nullable(),
  instalment: n.nullable(), note: s.nullable(), savingsBalance: n, loanBalance: n.nullable(), interestPaid: n, deductedTotal: n, pending: n, lastMonth: s.nullable(), updatedAt: s,
});
const ZEntry = z.object({
  id: s, type: z.enum(FUND_ENTRY_TYPES), entryDate: s, periodId: s.nullable(), month: s.nullable(), periodStatus: s.nullable(),
  savings: n, loan: n, interest: n, note: s.nullable(), createdByName: s.nullable(), savingsAfter: n, loanAfter: n.nullable(),
});

/** The download of a kind's accounts: who, the terms, the balances. */
function fundsSheet(kind: FundKind, rows: FundAccountView[], options: ExcelOptions) {
  const h = (k: string) => t(options.lang, `payrollFunds:${k}`);
  const loan = kind !== 'saving';
  const savings = !isDebtKind(kind);
  return xlsxFile(options, [{
    name: t(options.lang, fundTitleKey(kind)),
    columns: [
      col.text(h('employeeCode')), col.text(h('employee')), col.text(h('department')), col.text(h(`numberOf.${kind}`)),
      ...(kind === 'educationLoan' ? [col.text(h('lender'))] : []),
      col.text(h('startMonth')), col.text(h('endMonth')),
      ...(savings ? [col.money(h('monthlyAmount')), col.decimal(h('monthlyPercent'), 2), col.money(h('savingsBalance'))] : []),
      ...(loan ? [col.money(h('principal')), col.money(h('instalment')), col.money(h('loanBalance'))] : []),
      ...(kind === 'cooperative' ? [col.money(h('interestPaid'))] : []),
      col.money(h('deductedTotal')), col.text(h('lastMonth')),
    ],
    rows: rows.map((r) => [
      r.employeeCode, r.name, r.departmentName, r.memberNumber,
      ...(kind === 'educationLoan' ? [h(`lenders.${r.lender}`)] : []),
      r.startMonth, r.endMonth,
      ...(savings ? [r.monthlyAmount, r.monthlyPercent, r.savingsBalance] : []),
      ...(loan ? [r.principal, r.instalment, r.loanBalance] : []),
      ...(kind === 'cooperative' ? [r.interestPaid] : []),
      r.deductedTotal, r.lastMonth,
    ]),
  }]);
}

/**
 * Funds and loans (issue 19 point 5; SPEC section 7: search, save, delete, download and details
 * for cooperative, savingsFund and loan), each kind under its own page's permission. The salary
 * period's compute deducts them; an entry records what happens outside payroll.
 */
export const fundRoutes = routes((app, deps) => {
  for (const kind of FUND_KINDS) {
    const { api, permission } = FUND_PAGES[kind];
    const access = { permission, scope: 'hr' } as const;
    const what = { cooperative: 'savings cooperative accounts (shares, and a cooperative loan)', saving: 'saving fund accounts', educationLoan: 'education loans (the company\'s, or the Student Loan Fund\'s notified amount)',
      legalExecution: 'Legal Execution Department orders attaching wages (the monthly amount ordered, capped by the law)' }[kind];

    app.post(`/api/1.0/search/${api}`, {
      schema: { tags, summary: `The ${what}, with balances from their ledgers; by name, id or member number, company and state; sorted and paged`,
        body: ZFundSearch, response: replies(z.object({ items: z.array(ZAccount), total: n, page: n, pageSize: n })) },
      config: { access },
    }, async (req) => ok(req, await searchFunds(deps, actorOf(req), kind, req.body)));

    app.post(`/api/1.0/get/${api}/details`, {
      schema: { tags, summary: `One of the ${what} with its ledger, oldest first, and the entries that may be recorded on it`, body: ZFundId,
        response: replies(z.object({ account: ZAccount, entries: z.array(ZEntry), entryTypes: z.array(s) })) },
      config: { access },
    }, async (req) => ok(req, await fundDetails(deps.db, actorOf(req), kind, req.body.id)));

    app.post(`/api/1.0/save/${api}`, {
      schema: { tags, summary: `Add one of the ${what}, or edit its terms (its employee and principal stay once it has a ledger)`, body: fundSaveOf(kind), response: replies(ZAccount) },
      config: { access },
    }, async (req) => ok(req, await saveFund(deps, actorOf(req), kind, req.body)));

    app.post(`/api/1.0/delete/${api}`, {
      schema: { tags, summary: `Delete one of the ${what} that has no ledger yet (one with a history is ended instead)`, body: ZFundId, response: replies(z.null()) },
      config: { access },
    }, async (req) => { await deleteFund(deps, actorOf(req), kind, req.body.id); return ok(req, null); });

    app.post(`/api/1.0/save/${api}/entry`, {
      schema: { tags, summary: `Record an entry outside payroll on one of the ${what}: a balance brought forward, a withdrawal, a repayment, an adjustment`,
        body: ZFundEntrySave, response: replies(z.object({ account: ZAccount })) },
      config: { access },
    }, async (req) => ok(req, await addFundEntry(deps, actorOf(req), kind, req.body)));

    app.post(`/api/1.0/download/${api}`, {
      schema: { tags, summary: `The ${what} of the search as an Excel file`, body: ZFundSearch },
      config: { access },
    }, async (req, reply) => sendXlsx(reply, `${api}.xlsx`, await fundsSheet(kind, await allFunds(deps, actorOf(req), kind, req.body), excelOptions(req, deps.config))));
  }
});
