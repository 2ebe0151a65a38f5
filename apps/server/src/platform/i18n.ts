import { createTranslator, type Translate } from '@hr/i18n';

/** The process-wide translator over packages/i18n (read once at start). */
export const t: Translate = createTranslator();
