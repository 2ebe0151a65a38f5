import { bankProvider, brand, category, documentFileType, employmentType, hospital, meetingRoom, warningLetter } from '@hr/domain/masters/registry';
import { masterTable } from './master-table';

// One line per declared master: drizzle-kit finds tables by their exports.
export const masterBanks = masterTable(bankProvider);
export const masterBrands = masterTable(brand);
export const masterCategories = masterTable(category);
export const masterEmploymentTypes = masterTable(employmentType);
export const masterDocumentFileTypes = masterTable(documentFileType);
export const masterHospitals = masterTable(hospital);
export const masterMeetingRooms = masterTable(meetingRoom);
export const masterWarningLetters = masterTable(warningLetter);

/** The table of each master by its name. */
export const MASTER_TABLES = {
  bank: masterBanks, brand: masterBrands, category: masterCategories, employmentType: masterEmploymentTypes,
  documentFileType: masterDocumentFileTypes, hospital: masterHospitals, meetingRoom: masterMeetingRooms, warningLetter: masterWarningLetters,
} as const;
