/**
 * Fixed lists behind select boxes that are not masters: values are stable codes stored in the
 * database, labels come from the `choices` locale namespace (choices:<list>.<value>). The config
 * request hands them to the client with the labels in the reader's language.
 */
export const CHOICES = {
  title: ['mr', 'mrs', 'ms'],
  gender: ['male', 'female', 'other'],
  maritalStatus: ['single', 'married', 'divorced', 'widowed', 'separated'],
  bloodGroup: ['A', 'B', 'AB', 'O'],
  religion: ['buddhism', 'islam', 'christianity', 'hinduism', 'none', 'other'],
  militaryStatus: ['completed', 'exempted', 'reserve', 'notYet', 'notApplicable'],
  nationality: ['thai', 'cambodian', 'myanmar', 'lao', 'vietnamese', 'other'],
  shirtSize: ['XS', 'S', 'M', 'L', 'XL', '2XL', '3XL'],
  educationLevel: ['primary', 'lowerSecondary', 'upperSecondary', 'vocational', 'highVocational', 'bachelor', 'master', 'doctorate'],
  relationship: ['spouse', 'father', 'mother', 'child', 'sibling', 'relative', 'friend', 'other'],
  residenceType: ['own', 'rent', 'family', 'dormitory', 'company'],
  parentKind: ['father', 'mother'],
  languageLevel: ['none', 'fair', 'good', 'excellent'],
  leaveDuration: ['fullDay', 'morning', 'afternoon'],
  employmentStatus: ['probation', 'permanent', 'resigned', 'terminated'],
  // 'initial' is the salary the add-employee form records at onboarding.
  salaryIncrementType: ['initial', 'annual', 'promotion', 'probationPass', 'adjustment', 'other'],
} as const satisfies Record<string, readonly string[]>;

export type ChoiceList = keyof typeof CHOICES;
export type ChoiceValue<L extends ChoiceList> = (typeof CHOICES)[L][number];
export const CHOICE_LISTS = Object.keys(CHOICES) as ChoiceList[];

/** SPEC section 9: the half-day windows of a leave request. */
export const HALF_DAY_WINDOWS = { morning: { from: '09:00', to: '12:00' }, afternoon: { from: '13:00', to: '18:00' } } as const;
