import {
  company, bankProvider, brand, category, department, documentFileType, employmentType, holiday, hospital, leaveType, meetingRoom, position, rateSocialSecurity, taxRate,
  warningLetter, workingTime, item, incomeDeduction, paymentDate, cooperativeRate, taxAllowance, role,
} from '@hr/domain/masters/registry';
import { masterTable } from './master-table';

// One line per declared master: drizzle-kit finds tables by their exports.
export const companies = masterTable(company);
export const masterBanks = masterTable(bankProvider);
export const masterBrands = masterTable(brand);
export const masterCategories = masterTable(category);
export const masterEmploymentTypes = masterTable(employmentType);
export const masterDocumentFileTypes = masterTable(documentFileType);
export const masterHospitals = masterTable(hospital);
export const masterMeetingRooms = masterTable(meetingRoom);
export const masterWarningLetters = masterTable(warningLetter);
export const departments = masterTable(department);
export const positions = masterTable(position);
export const leaveTypes = masterTable(leaveType);
export const holidays = masterTable(holiday);
export const workingTimes = masterTable(workingTime);
export const socialSecurityRates = masterTable(rateSocialSecurity);
export const taxRates = masterTable(taxRate);
export const items = masterTable(item);
export const incomeDeductions = masterTable(incomeDeduction);
export const paymentDates = masterTable(paymentDate);
export const cooperativeRates = masterTable(cooperativeRate);
export const taxAllowances = masterTable(taxAllowance);
export const roles = masterTable(role);

/** The table of each master by its name. */
export const MASTER_TABLES = {
  company: companies, bank: masterBanks, brand: masterBrands, category: masterCategories, employmentType: masterEmploymentTypes,
  documentFileType: masterDocumentFileTypes, hospital: masterHospitals, meetingRoom: masterMeetingRooms, warningLetter: masterWarningLetters,
  department: departments, position: positions, leaveType: leaveTypes, holiday: holidays, workingTime: workingTimes,
  ratesocialsecurity: socialSecurityRates, taxrate: taxRates, item: items, incomeDeduction: incomeDeductions, paymentdate: paymentDates,
  cooperative: cooperativeRates, taxAllowance: taxAllowances, role: roles,
} as const;
export { REF_TABLES } from './master-table';
