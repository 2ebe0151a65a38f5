import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PayslipMailResult, PayslipMailStatus, SelfPayslipView } from '@hr/domain/payroll/payslip';
import { api, downloadFile } from '../../lib/api';
import type { Lang } from '../../lib/lang';
import { useFollowedDownload } from '../../lib/work-progress';

/* Payslips (issue 20 points 1 and 3): HR's downloads of a closed period, and the employee's own. */

const HR_DOWNLOAD = '/1.0/download/salaryPeriod/payslip';

/** HR: one employee's payslip of the period (their language unless one is asked). */
export const downloadPayslip = (periodId: string, employeeId: string, month: string, lang?: Lang) =>
  downloadFile(HR_DOWNLOAD, { id: periodId, employeeIds: [employeeId], ...(lang ? { lang } : {}) }, `payslip-${month}.pdf`);

/** HR: everyone's (no ids) or some employees' payslips as one zip, followed while it is written. */
export function usePayslipZip(month: string) {
  return useFollowedDownload<{ id: string; employeeIds?: string[]; lang?: Lang }>(HR_DOWNLOAD, `payslips-${month}.zip`);
}

/** My payslips, newest first; a year narrows them. */
export function useSelfPayslips(year: number | null) {
  return useQuery({
    queryKey: ['payslips', 'self', year],
    queryFn: () => api.post<SelfPayslipView[]>('/1.0/search/payslip/self', year ? { year } : {}),
    placeholderData: keepPreviousData,
  });
}

/** My payslip of a month as a PDF: made from a closed period's line, or the one HR uploaded. */
export const downloadSelfPayslip = (source: 'payroll' | 'eslip', id: string, month: string) => (source === 'payroll'
  ? downloadFile('/1.0/download/payslip/self', { periodId: id }, `payslip-${month}.pdf`)
  : downloadFile('/1.0/download/eslip/self', { id }, `payslip-${month}.pdf`));

/** HR: mail the period's payslips (all, or some: a resend), and follow the outbox while they go. */
export function useMailPayslips(periodId: string) {
  const qc = useQueryClient();
  return useMutation({
    // The "missing addresses" answer is shown here, with who was skipped, not as a dialog.
    mutationFn: (employeeIds?: string[]) => api.post<PayslipMailResult>('/1.0/sendmail/salaryPeriod/payslip', { id: periodId, ...(employeeIds ? { employeeIds } : {}) }),
    onSuccess: () => { void qc.invalidateQueries({ queryKey: ['payslipMail', periodId] }); },
  });
}

/** The period's payslip mails by state, asked again every few seconds while some are waiting to go. */
export function usePayslipMailStatus(periodId: string) {
  return useQuery({
    queryKey: ['payslipMail', periodId],
    queryFn: () => api.post<PayslipMailStatus>('/1.0/get/salaryPeriod/payslipMail', { id: periodId }),
    refetchInterval: (q) => (q.state.data?.pending ? 2000 : false),
  });
}

/** The tax years I have a withholding tax certificate (50 Tawi) for. */
export function useSelfTaxYears() {
  return useQuery({
    queryKey: ['payslips', 'taxYears'],
    queryFn: () => api.post<Array<{ year: number; companyId: string; companyName: string }>>('/1.0/search/taxCertificate/self', {}),
  });
}
export const downloadSelfTaxCertificate = (year: number, companyId: string) => downloadFile('/1.0/download/taxCertificate/self', { year, companyId }, `50tawi-${year}.pdf`);
/** HR: an employee's certificate of a year. */
export const downloadTaxCertificate = (employeeId: string, year: number) => downloadFile('/1.0/download/taxCertificate', { employeeId, year }, `50tawi-${year}.pdf`);
