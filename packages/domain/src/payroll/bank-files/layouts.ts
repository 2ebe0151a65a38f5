import { writeBayCashLink, type BayCashLinkSettings } from './bay';
import { writeBblPayroll, writeBblSmart, type BblSettings } from './bbl';
import { writeKbank7106, type Kbank7106Settings } from './kbank';
import { writeKtbDirect, type KtbDirectSettings } from './ktb';
import { writeScbPay, type ScbPaySettings } from './scb';
import type { BankFileInput, BankFileResult, BankFileWriter } from './types';

/*
 * The layouts a company can choose for its salary transfers (a per-company choice: one bank may
 * offer several). For the UI: which bank the layout belongs to, whether it only credits accounts
 * at that bank, how far it is proven, and which settings are guesses it should say are unconfirmed.
 */

export type BankFileLayout<S> = {
  /** BOT code of the paying bank. */
  bankCode: string;
  writer: BankFileWriter<S>;
  /** True when only accounts at `bankCode` can be credited. */
  sameBankOnly: boolean;
  /** 'realSample': matched byte for byte against a real file sent to the bank; 'codeOnly': learned from another program's code, no sample. */
  evidence: 'realSample' | 'codeOnly';
  /** Settings whose right value the sample could not settle (their defaults are the best reading). */
  uncertainSettings: readonly (keyof S & string)[];
};

const layout = <S>(entry: BankFileLayout<S>): BankFileLayout<S> => entry;

export const BANK_FILE_LAYOUTS = {
  kbank7106: layout<Kbank7106Settings>({ bankCode: '004', writer: writeKbank7106, sameBankOnly: true, evidence: 'realSample', uncertainSettings: [] }),
  scbPay: layout<ScbPaySettings>({ bankCode: '014', writer: writeScbPay, sameBankOnly: true, evidence: 'realSample', uncertainSettings: ['checksum', 'writeIdCard', 'writeEmail'] }),
  ktbDirect: layout<KtbDirectSettings>({ bankCode: '006', writer: writeKtbDirect, sameBankOnly: true, evidence: 'realSample', uncertainSettings: ['amountField', 'serviceCode'] }),
  bayCashLink: layout<BayCashLinkSettings>({ bankCode: '025', writer: writeBayCashLink, sameBankOnly: true, evidence: 'realSample', uncertainSettings: ['branchCode', 'originatorCode', 'serviceCode', 'typeCode', 'senderName'] }),
  bblPayroll: layout<BblSettings>({ bankCode: '002', writer: writeBblPayroll, sameBankOnly: true, evidence: 'codeOnly', uncertainSettings: ['serviceCode', 'finalCrlf'] }),
  bblSmart: layout<BblSettings>({ bankCode: '002', writer: writeBblSmart, sameBankOnly: false, evidence: 'codeOnly', uncertainSettings: ['serviceCode', 'finalCrlf'] }),
} as const;

export type BankFileLayoutId = keyof typeof BANK_FILE_LAYOUTS;
export const BANK_FILE_LAYOUT_IDS = Object.keys(BANK_FILE_LAYOUTS) as BankFileLayoutId[];

/** The settings object a layout's writer takes. */
export type BankFileSettingsOf<Id extends BankFileLayoutId> = (typeof BANK_FILE_LAYOUTS)[Id] extends BankFileLayout<infer S> ? S : never;

/** Writes the file of a layout chosen at run time. */
export function writeBankFile<Id extends BankFileLayoutId>(id: Id, input: BankFileInput, settings: BankFileSettingsOf<Id>): BankFileResult {
  const writer = BANK_FILE_LAYOUTS[id].writer as BankFileWriter<BankFileSettingsOf<Id>>;
  return writer(input, settings);
}

/** The layouts of a paying bank. */
export const layoutsOfBank = (bankCode: string): BankFileLayoutId[] => BANK_FILE_LAYOUT_IDS.filter((id) => BANK_FILE_LAYOUTS[id].bankCode === bankCode);
