import { describe, expect, it } from 'vitest';
import { enCatalogue } from './en';
import type { Catalogue } from './spec';

// What docs/copy.md asks of the English catalogue, where a machine can check it.

/** Words that keep a capital inside a sentence: names of brands, wallets, stores and systems, and the labels a sentence quotes. */
const PROPER = new Set([
  // products, companies, places, systems
  'GCash',
  'Maya',
  'Dragonpay',
  'CLiQQ',
  '7-Eleven',
  'Android',
  'System',
  'WebView',
  'Google',
  'Play',
  'App',
  'Store',
  'iPhone',
  'JavaScript',
  'Philippine',
  'Indian',
  'JPG',
  'PNG',
  'SMS',
  'QR',
  'OTP',
  'APR',
  'UPI',
  'OS',
  'I',
  // the wallets' menu names a guide step quotes ('tap Bills', 'choose Bills Payment', 'Scan QR', 'Payment Solutions')
  'Bills',
  'Payment',
  'Solutions',
  'Scan',
  'Pay',
  // our own buttons, quoted by the sentence that says what they do
  'Confirm',
  'Continue',
  'Cancel',
  'Withdraw',
  'Check',
]);

/** A capitalised word after a sentence's first word that is no proper noun: Title Case ('About Us', 'Borrow Again'). */
function titleCaseWords(text: string): string[] {
  const found: string[] = [];
  const plain = text.replace(/\{[^}]*\}/g, 'x');
  for (const sentence of plain.split(/(?<=[.!?:;])\s+|\s+-\s+|\(/)) {
    const words = sentence.trim().split(/\s+/).slice(1);
    for (const raw of words) {
      const word = raw.replace(/^[^\p{L}\d]+|[^\p{L}\d]+$/gu, '').replace(/'s$/, '');
      // A mask of a field's shape ('09XX XXX XXXX') is no word.
      if (/^\p{Lu}/u.test(word) && !PROPER.has(word) && !/^[\dX]+$/.test(word)) found.push(word);
    }
  }
  // A label in capitals ('REPAY') shouts.
  if (/^\p{Lu}{3,}$/u.test(plain.trim()) && !PROPER.has(plain.trim())) found.push(plain.trim());
  return found;
}

/** Translated idioms and retired words (docs/copy.md, "No translated idioms" and "One verb per action"). */
const RETIRED = [
  /kind tips/i,
  /point out/i,
  /process result/i,
  /successful demonstration/i,
  /successfully/i,
  /\bclick\b/i,
  /payment method/i,
  // The extension is Extend, its fee the extension fee (docs/copy.md): no second name for it.
  /rollover/i,
  // A loan is a loan: "order" is the lending platform's word.
  /\border/i,
  /borrow again/i,
  /\bsubmit/i,
  /\bbind\b/i,
];

/** Paying back has one verb, repay, and one noun, repayment: a bare pay or payment is a second word (wallet menus aside). */
const SECOND_PAY_VERB = /\bpa(y|ys|ying|yment|yments)\b/i;
const WALLET_MENU = /\bbills? payment\b|\bpayment solutions\b|\bpay qr\b/gi;

/** Every problem docs/copy.md names that `catalogue` shows, as 'key: what'. */
function copyProblems(catalogue: Partial<Record<string, string>>): string[] {
  const problems: string[] = [];
  for (const [key, text] of Object.entries(catalogue)) {
    if (text === undefined || key.startsWith('testPreview.')) continue;
    for (const word of titleCaseWords(text)) problems.push(`${key}: Title Case '${word}' in '${text}'`);
    for (const retired of RETIRED) if (retired.test(text)) problems.push(`${key}: retired '${text}'`);
    if (SECOND_PAY_VERB.test(text.replace(WALLET_MENU, '')))
      problems.push(`${key}: pay for repay in '${text}'`);
    if (/!/.test(text)) problems.push(`${key}: exclamation mark in '${text}'`);
    // A dialog line that explains its own button ('Cancel closes this page'): the button says it.
    if (/^(Cancel|Leave|Agree|Confirm|Withdraw now|Check card) (closes|opens)\b/.test(text))
      problems.push(`${key}: explains a button in '${text}'`);
    // An error that asks something of the borrower, or runs on past a comma, is a sentence: a full stop.
    if (
      /failed|error|busy|refused|wrong|unreadable/i.test(key) &&
      /[,;]|\b(please|try|check)\b/i.test(text) &&
      !/[.?]$/.test(text.trim())
    )
      problems.push(`${key}: no full stop in '${text}'`);
  }
  return problems;
}

describe('the English catalogue follows docs/copy.md', () => {
  it('writes every title, button and sentence in sentence case, says no retired word and repays with one verb', () => {
    expect(copyProblems(enCatalogue)).toEqual([]);
  });

  it('names every action that pays back Repay', () => {
    const en: Catalogue = enCatalogue;
    for (const key of [
      'loanDetail.repay',
      'loanDetail.repayment',
      'repayment.payment',
      'repayment.payWithMethod',
      'repayment.pay',
    ] as const) {
      expect(en[key], key).toBe('Repay');
    }
  });

  it('names the extension Extend, on loan details, its page and its button, and its fee the extension fee', () => {
    // The fee moves the due date; it pays nothing back, so its button is no Repay (docs/copy.md).
    expect(enCatalogue['loanDetail.rollover']).toBe('Extend due date');
    expect(enCatalogue['title.repayDelay']).toBe('Extend due date');
    expect(enCatalogue['repayment.payRollover']).toBe('Extend');
    expect(enCatalogue['repayment.rolloverAmount']).toBe('Extension fee');
  });

  it("lets a dialog's buttons say what they do, with no line that explains them", () => {
    // The retention popup keeps the borrower with Stay and leaves with Leave; the withdraw and bank-card
    // dialogs' buttons name their pages. An empty note is no line (the kit's Dialog renders none).
    expect(enCatalogue['kit.stayOnPage']).toBe('Stay');
    expect(enCatalogue['kit.leavePage']).toBe('Leave');
    for (const key of ['kit.cancelClosesPage', 'loan.withdrawOpens', 'loan.checkCardOpens'] as const) {
      expect(enCatalogue[key], key).toBe('');
    }
  });

  it('says one word for sending a rating in both rating dialogs', () => {
    // Loan details' rating dialog sends with kit.submit, complaint details' with common.send.
    expect(enCatalogue['kit.submit']).toBe(enCatalogue['common.send']);
  });

  it('keeps every placeholder of the spec catalogue in English', async () => {
    const { specCatalogue } = await import('./spec');
    const names = (text: string) => (text.match(/\{\w+\}/g) ?? []).sort();
    for (const [key, text] of Object.entries(specCatalogue)) {
      expect(names(enCatalogue[key as keyof Catalogue]), key).toEqual(names(text));
    }
  });

  it('catches the copy the guide retired (the catalogue before issue 24)', () => {
    const before = {
      'title.aboutUs': 'About Us',
      'loanDetail.repay': 'REPAY',
      'loanDetail.kindTips': 'Kind tips',
      'loanConfirm.retentionTitle': 'Point out',
      'complaint.processResult': 'Process Result',
      'repay.paymentMethod': 'Payment Method',
      'repayment.payRollover': 'Pay rollover',
      'kit.submit': 'Submit',
      'repayment.noCardHint': 'Bind a bank card to repay with it.',
      // issue 24's review of the English brands
      'loan.orderFailed': 'Your order could not be loaded',
      'loanDetail.rollover': 'Rollover',
      'kit.cancelClosesPage': 'Cancel closes this page and takes you back to the app.',
      'loan.checkCardOpens': 'Check card opens your bank card details.',
      'service.contactsFailed': 'Service is busy, please try later',
    };
    const problems = copyProblems(before);
    for (const key of Object.keys(before))
      expect(
        problems.some((p) => p.startsWith(`${key}:`)),
        key,
      ).toBe(true);
  });

  it('lets proper nouns, quoted buttons and wallet menus keep their capitals', () => {
    expect(
      copyProblems({
        a: 'Open GCash and tap Bills.',
        b: 'Enter your reference number and the exact amount, then tap Confirm.',
        c: 'Annual percentage rate (APR)',
        d: 'At the CLiQQ kiosk, choose Bills Payment, then Dragonpay.',
        e: 'Repay {amount}',
      }),
    ).toEqual([]);
  });
});
