export * from './types';
export { cp874Length, isCp874, padLeft, padRight, satangDigits, toCp874 } from '../cp874';
export { writeKbank7106, type Kbank7106Settings } from './kbank';
export { writeScbPay, type ScbPaySettings } from './scb';
export { writeKtbDirect, type KtbDirectSettings } from './ktb';
export { writeBayCashLink, type BayCashLinkSettings } from './bay';
export { writeBblPayroll, writeBblSmart, type BblSettings } from './bbl';
export { BANK_FILE_LAYOUTS, BANK_FILE_LAYOUT_IDS, layoutsOfBank, writeBankFile, type BankFileLayout, type BankFileLayoutId, type BankFileSettingsOf } from './layouts';
