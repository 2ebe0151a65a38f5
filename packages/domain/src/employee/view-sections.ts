/**
 * The sections of an employee record the view calls serve (SPEC section 7, in its spelling), in
 * the order the record's tabs show them, and those a supervisor may read for a subordinate: the
 * employment summary, not salary, bank, medical, family, goals or documents (issue 5, point 6).
 */
export const VIEW_SECTION_NAMES = [
  'basicinfo', 'contactInfo', 'address', 'Education', 'family', 'skill', 'medicalCondition', 'goals', 'current',
  'socialSecurityInfo', 'salary', 'bankaccounts', 'savingsCooperative', 'documentupload', 'vehicle',
] as const;
export type ViewSectionName = (typeof VIEW_SECTION_NAMES)[number];
export const LEAD_VIEW_SECTIONS: readonly ViewSectionName[] = ['basicinfo', 'contactInfo', 'address', 'Education', 'skill', 'current', 'vehicle'];
