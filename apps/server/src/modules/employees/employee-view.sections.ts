import { asc, desc, eq, sql } from 'drizzle-orm';
import {
  companies, departments, employeeAddresses, employeeBankAccounts, employeeChildren, employeeDocuments, employeeEducation, employeeEmergencyContacts,
  employeeGoals, employeeHealth, employeeLanguages, employeeLicenses, employeeParents, employeeSalaryHistory, employeeSavingsBeneficiaries,
  employeeSavingsCooperative, employees, employeeVehicles, masterBanks, masterDocumentFileTypes, masterEmploymentTypes, masterHospitals, positions, roles, workingTimes,
  type DbOrTx,
} from '@hr/db';
import { alias } from 'drizzle-orm/pg-core';
import type { Lang, ViewSectionName } from '@hr/domain';
import { personName } from './person-name';
import { withPlaceLabels } from './employee-address.service';
import { nameSql } from '../../platform/local-name';

type Loader = (db: DbOrTx, id: string, lang: Lang) => Promise<unknown>;
/**
 * One section of the employee record as the view calls return it (which ones a supervisor may read
 * is LEAD_VIEW_SECTIONS in packages/domain). `sensitive`:
 * every read is written to the audit log (DESIGN section 5). `masked`: fields a supervisor sees
 * only as their last four characters.
 */
export type ViewSection = { load: Loader; sensitive: boolean; masked?: string[] };

const one = async <T>(rows: Promise<T[]>) => (await rows)[0] ?? null;
const label = (lang: Lang, t: { nameEn: unknown; nameTh: unknown }) => sql<string | null>`${nameSql(lang, t)}`;
const supervisor = alias(employees, 'supervisor');
const assistant = alias(employees, 'assistant');

/** The SPEC section 7 view calls, by the name in their path (/1.0/view/{name} and /1.0/view/self/{name}). */
export const VIEW_SECTIONS: Record<ViewSectionName, ViewSection> = {
  basicinfo: {
    sensitive: true, masked: ['citizenId', 'passportNumber', 'cambodianId'],
    load: (db, id) => one(db.select({
      id: employees.id, employeeCode: employees.employeeCode, title: employees.title, firstNameTh: employees.firstNameTh, lastNameTh: employees.lastNameTh,
      firstNameEn: employees.firstNameEn, lastNameEn: employees.lastNameEn, nicknameTh: employees.nicknameTh, nicknameEn: employees.nicknameEn,
      gender: employees.gender, race: employees.race, religion: employees.religion, religionOther: employees.religionOther, birthDate: employees.birthDate,
      nationality: employees.nationality, militaryStatus: employees.militaryStatus, weightKg: employees.weightKg, heightCm: employees.heightCm,
      bloodGroup: employees.bloodGroup, shirtSize: employees.shirtSize, citizenId: employees.citizenId, passportNumber: employees.passportNumber,
      cambodianId: employees.cambodianId, documentExpiry: employees.documentExpiry, imageProfileFileId: employees.imageProfileFileId, eSignatureFileId: employees.eSignatureFileId,
    }).from(employees).where(eq(employees.id, id))),
  },
  contactInfo: {
    sensitive: false,
    load: async (db, id) => ({
      ...(await one(db.select({ phone: employees.phone, email: employees.email, companyEmail: employees.companyEmail, lineId: employees.lineId,
        gooChatId: employees.gooChatId, whatsApp: employees.whatsApp, wiWallet: employees.wiWallet,
        // The language of the employee's documents and mail (issue 35 point 7); the record shows it with its own control.
        preferredLang: employees.preferredLang }).from(employees).where(eq(employees.id, id)))),
      emergencyContacts: await db.select().from(employeeEmergencyContacts).where(eq(employeeEmergencyContacts.employeeId, id)).orderBy(asc(employeeEmergencyContacts.createdAt)),
    }),
  },
  address: {
    sensitive: false,
    load: async (db, id, lang) => withPlaceLabels(await db.select().from(employeeAddresses).where(eq(employeeAddresses.employeeId, id)).orderBy(asc(employeeAddresses.kind)), lang === 'th'),
  },
  Education: {
    sensitive: false,
    load: async (db, id) => ({
      education: await db.select().from(employeeEducation).where(eq(employeeEducation.employeeId, id)).orderBy(asc(employeeEducation.graduateYear)),
      licenses: await db.select().from(employeeLicenses).where(eq(employeeLicenses.employeeId, id)).orderBy(asc(employeeLicenses.issueDate)),
    }),
  },
  family: {
    sensitive: false,
    load: async (db, id) => ({
      ...(await one(db.select({ maritalStatus: employees.maritalStatus, spouseName: employees.spouseName, siblingCount: employees.siblingCount }).from(employees).where(eq(employees.id, id)))),
      children: await db.select().from(employeeChildren).where(eq(employeeChildren.employeeId, id)).orderBy(asc(employeeChildren.birthDate)),
      parents: await db.select().from(employeeParents).where(eq(employeeParents.employeeId, id)).orderBy(asc(employeeParents.kind)),
    }),
  },
  skill: {
    sensitive: false,
    load: async (db, id) => ({
      ...(await one(db.select({ driveCar: employees.driveCar, driveMotorcycle: employees.driveMotorcycle, computerSkills: employees.computerSkills,
        personalQualities: employees.personalQualities }).from(employees).where(eq(employees.id, id)))),
      languages: await db.select().from(employeeLanguages).where(eq(employeeLanguages.employeeId, id)).orderBy(asc(employeeLanguages.language)),
    }),
  },
  medicalCondition: { sensitive: true, load: (db, id) => one(db.select().from(employeeHealth).where(eq(employeeHealth.employeeId, id))) },
  goals: { sensitive: false, load: (db, id) => one(db.select().from(employeeGoals).where(eq(employeeGoals.employeeId, id))) },
  current: {
    sensitive: false, masked: ['taxpayerNumber', 'workPermitNumber', 'ssoNumber'],
    load: (db, id, lang) => one(db.select({
      employeeCode: employees.employeeCode, employmentStatus: employees.employmentStatus, joiningDate: employees.joiningDate, probationPassDate: employees.probationPassDate,
      resignDate: employees.resignDate, effectiveDate: employees.effectiveDate, changeReason: employees.reason, recordTime: employees.recordTime,
      companyId: employees.companyId, company: sql<string>`${companies.abbreviation}`, departmentId: employees.departmentId, department: label(lang, departments),
      positionId: employees.positionId, position: label(lang, positions), employmentTypeId: employees.employmentTypeId, employmentType: label(lang, masterEmploymentTypes),
      workingTimeType: employees.workingTimeType, workingTimeId: employees.workingTimeId, workingTime: label(lang, workingTimes),
      roleId: employees.roleId, role: label(lang, roles), supervisorId: employees.supervisorId,
      supervisor: sql<string | null>`${personName(supervisor, lang === 'th')}`,
      assistantSupervisorId: employees.assistantSupervisorId,
      assistantSupervisor: sql<string | null>`${personName(assistant, lang === 'th')}`,
      companyEmail: employees.companyEmail, workPermitNumber: employees.workPermitNumber, workPermitIssueDate: employees.workPermitIssueDate,
      workPermitExpiryDate: employees.workPermitExpiryDate, taxpayerNumber: employees.taxpayerNumber, ssoNumber: employees.ssoNumber, jobInfoSource: employees.jobInfoSource,
      providentFundPercent: employees.providentFundPercent, providentFundEmployerPercent: employees.providentFundEmployerPercent, kpi: employees.kpi, active: employees.active,
    }).from(employees)
      .innerJoin(companies, eq(companies.id, employees.companyId))
      .leftJoin(departments, eq(departments.id, employees.departmentId)).leftJoin(positions, eq(positions.id, employees.positionId))
      .leftJoin(masterEmploymentTypes, eq(masterEmploymentTypes.id, employees.employmentTypeId)).leftJoin(workingTimes, eq(workingTimes.id, employees.workingTimeId))
      .leftJoin(roles, eq(roles.id, employees.roleId))
      .leftJoin(supervisor, eq(supervisor.id, employees.supervisorId)).leftJoin(assistant, eq(assistant.id, employees.assistantSupervisorId))
      .where(eq(employees.id, id))),
  },
  socialSecurityInfo: {
    sensitive: false, masked: ['ssoNumber'],
    load: (db, id, lang) => one(db.select({ ssHospitalId: employees.ssHospitalId, hospital: label(lang, masterHospitals), ssoNumber: employees.ssoNumber, ssStatus: employees.ssStatus,
      ssLastContributionMonth: employees.ssLastContributionMonth, ssExpiry: employees.ssExpiry })
      .from(employees).leftJoin(masterHospitals, eq(masterHospitals.id, employees.ssHospitalId)).where(eq(employees.id, id))),
  },
  // Newest first: the top row is the latest change (a future-dated one is scheduled, not yet in force).
  salary: {
    sensitive: true,
    load: (db, id) => db.select().from(employeeSalaryHistory).where(eq(employeeSalaryHistory.employeeId, id)).orderBy(desc(employeeSalaryHistory.effectiveDate), desc(employeeSalaryHistory.createdAt)),
  },
  bankaccounts: {
    sensitive: true,
    load: (db, id, lang) => db.select({ id: employeeBankAccounts.id, bankId: employeeBankAccounts.bankId, bank: label(lang, masterBanks), accountNumber: employeeBankAccounts.accountNumber,
      accountName: employeeBankAccounts.accountName, branch: employeeBankAccounts.branch, isPrimary: employeeBankAccounts.isPrimary })
      .from(employeeBankAccounts).innerJoin(masterBanks, eq(masterBanks.id, employeeBankAccounts.bankId)).where(eq(employeeBankAccounts.employeeId, id))
      .orderBy(desc(employeeBankAccounts.isPrimary), asc(employeeBankAccounts.createdAt)),
  },
  savingsCooperative: {
    sensitive: false,
    // The membership's facts (all null when not a member) beside the beneficiaries, like the other sections with a list.
    load: async (db, id) => ({
      ...((await one(db.select({ memberDate: employeeSavingsCooperative.memberDate, sharesHeld: employeeSavingsCooperative.sharesHeld, memberNumber: employeeSavingsCooperative.memberNumber })
        .from(employeeSavingsCooperative).where(eq(employeeSavingsCooperative.employeeId, id)))) ?? { memberDate: null, sharesHeld: null, memberNumber: null }),
      beneficiaries: await db.select({ id: employeeSavingsBeneficiaries.id, name: employeeSavingsBeneficiaries.name, relationship: employeeSavingsBeneficiaries.relationship })
        .from(employeeSavingsBeneficiaries).where(eq(employeeSavingsBeneficiaries.employeeId, id)).orderBy(asc(employeeSavingsBeneficiaries.createdAt)),
    }),
  },
  documentupload: {
    sensitive: false,
    load: (db, id, lang) => db.select({ id: employeeDocuments.id, documentTypeId: employeeDocuments.documentTypeId, documentType: label(lang, masterDocumentFileTypes),
      fileId: employeeDocuments.fileId, updatedAt: employeeDocuments.updatedAt })
      .from(employeeDocuments).innerJoin(masterDocumentFileTypes, eq(masterDocumentFileTypes.id, employeeDocuments.documentTypeId)).where(eq(employeeDocuments.employeeId, id)),
  },
  vehicle: { sensitive: false, load: (db, id) => db.select().from(employeeVehicles).where(eq(employeeVehicles.employeeId, id)) },
};
