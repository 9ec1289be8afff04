import type { LegalText } from '../LegalDocument';

/**
 * The loan terms and conditions, built on the facts of spec 9 ('Loan terms text').
 * `{company}`, `{email}`, `{phone}`, `{address}` and `{nationality}` are filled from the brand.
 */
export const loanTermsText: LegalText = {
  title: 'Loan Terms And Conditions',
  updated: 'Last updated: 1 January 2025',
  intro: [
    'These Loan Terms And Conditions (the "Terms") govern every loan that {company} (the "Lender", "we", "us") grants to you (the "Borrower", "you") through our mobile application or website. Please read them carefully. By accepting a loan offer you agree to these Terms, together with the loan details shown on the confirmation screen (amount, term, fees, interest and repayment schedule), which form part of your loan agreement.',
  ],
  sections: [
    {
      id: 'eligibility',
      title: 'Eligibility',
      blocks: [
        'To apply for a loan you must:',
        {
          list: [
            'be a {nationality} citizen over 18 years of age;',
            'have a valid government-issued identification document;',
            'have an active mobile number and a bank or e-wallet account in your own name;',
            'give true, complete and current information in your application.',
          ],
        },
      ],
    },
    {
      id: 'term',
      title: 'Loan Amount and Term',
      blocks: [
        'The loan term is from 91 to 365 calendar days, counted from the date the loan is disbursed. The amount, the term, the fees, the interest and the due date of each instalment are shown to you on the confirmation screen before you accept the loan. No amount is charged that is not shown there or in these Terms.',
      ],
    },
    {
      id: 'decision',
      title: 'Application, Decision and Disbursement',
      blocks: [
        'We decide on a complete application within 1 day. If your application is approved and you accept the offer, the loan is credited to the bank or e-wallet account you named within 1 to 3 calendar days.',
        'We may decline an application without giving a reason where the law allows. A declined application does not affect your right to apply again later.',
      ],
    },
    {
      id: 'repayment',
      title: 'Repayment',
      blocks: [
        'You must pay each instalment in full on or before its due date through one of the payment channels shown in the app. A payment counts as made on the day we receive it. Keep the receipt or reference number of every payment.',
      ],
    },
    {
      id: 'prepayment',
      title: 'Prepayment',
      blocks: [
        'You may repay the whole loan before its due date once half of the loan term has passed, and in any case not before 7 days after disbursement. On prepayment you pay the principal outstanding, the fees and the interest accrued up to the day of payment.',
      ],
    },
    {
      id: 'late-payment',
      title: 'Late Payment',
      blocks: [
        'If an instalment is not paid in full on its due date:',
        {
          list: [
            'a one-time penalty of {penaltyNew} for new clients or {penaltyRepeat} for repeat clients;',
            'late interest, charged every day on the unpaid amount: 5% per day from day 1 to day 30 after the due date, 4% per day from day 31 to day 90, and 2% per day from day 91 until the amount is paid in full.',
          ],
        },
        'We will remind you before a due date and when a payment is late. Late payment may be reported to credit bureaus and may affect your ability to borrow in the future.',
      ],
    },
    {
      id: 'extension',
      title: 'Extension',
      blocks: [
        'You may ask to extend the term of your loan before, on or after its maturity date. An extension is granted once the interest and any penalties due at that time have been paid. The new due date and the amount due are shown in the app before you confirm the extension.',
      ],
    },
    {
      id: 'application-of-payments',
      title: 'Application of Payments',
      blocks: [
        'Every payment you make is applied to the amounts you owe in this order:',
        {
          ordered: true,
          list: [
            'legal charges;',
            'costs of enforcement;',
            'late penalties;',
            'fees;',
            'interest;',
            'principal.',
          ],
        },
      ],
    },
    {
      id: 'assignment',
      title: 'Assignment',
      blocks: [
        "You may not assign or transfer your rights or obligations under the loan without our written consent. The Lender needs at least 7 business days' written notice of any proposed assignment. We may assign or transfer the loan, or our rights under it, to another party; your rights under these Terms stay the same.",
      ],
    },
    {
      id: 'personal-information',
      title: 'Change of Personal Information',
      blocks: [
        'You must notify us of any change of your name, date of birth or address within 3 days of the change, in the app or by e-mail to {email}.',
      ],
    },
    {
      id: 'default',
      title: 'Default and Collection',
      blocks: [
        'If you do not pay an amount when it is due, we may contact you, and may engage a collection agency, to recover it. Collection is carried out lawfully and respectfully: we do not use threats, insults or false statements, and we do not contact people other than you about your debt except as the law allows.',
      ],
    },
    {
      id: 'judgments',
      title: 'Judgments',
      blocks: [
        'If a court orders you to pay an amount under the loan, you must pay the judgment in full within 10 days of it being issued.',
      ],
    },
    {
      id: 'changes',
      title: 'Changes to These Terms',
      blocks: [
        'We may change these Terms for future loans. A change never applies to a loan already disbursed unless you agree to it. The version in force when you accept a loan is the one that applies to that loan.',
      ],
    },
    {
      id: 'privacy',
      title: 'Privacy',
      blocks: [
        'We collect and use your personal information as described in our Privacy Policy, which is part of these Terms.',
      ],
    },
    {
      id: 'contact',
      title: 'Contact',
      blocks: [
        'Questions about these Terms or your loan can be sent to {company}:',
        { list: ['E-mail: {email}', 'Phone: {phone}', 'Address: {address}'] },
      ],
    },
  ],
};

/** What a brand's own late terms print (`company.lateTerms`), its amounts already written in its money. */
export interface LateTermsText {
  /** The one-time late fee. */
  fee: string;
  /** A repeat client's one-time late fee where it differs. */
  feeRepeat?: string;
  /** Late interest a day, in percent ('0.1'). */
  dailyRate: string;
  /** All late interest at most this share of the overdue amount, in percent. */
  capPercent?: string;
}

/**
 * The terms with a brand's own late payment clause in place of the spec's 1,000 / 800 penalty and 5%,
 * 4%, 2% a day (spec 9), which a market brand's 0.05%-a-day product does not charge
 * (docs/decisions/legal-pages.md). Without late terms: the spec's text.
 */
export function loanTermsTextFor(late?: LateTermsText): LegalText {
  if (!late) return loanTermsText;
  const fee =
    late.feeRepeat && late.feeRepeat !== late.fee
      ? `a one-time late fee of ${late.fee} for new clients or ${late.feeRepeat} for repeat clients;`
      : `a one-time late fee of ${late.fee};`;
  const interest = `late interest of ${late.dailyRate}% per day on the overdue amount, from the day after the due date until it is paid in full${
    late.capPercent ? `, at most ${late.capPercent}% of the overdue amount in all` : ''
  }.`;
  return {
    ...loanTermsText,
    sections: loanTermsText.sections.map((section) =>
      section.id === 'late-payment'
        ? {
            ...section,
            blocks: section.blocks.map((block) =>
              typeof block === 'string' ? block : { list: [fee, interest] },
            ),
          }
        : section,
    ),
  };
}
