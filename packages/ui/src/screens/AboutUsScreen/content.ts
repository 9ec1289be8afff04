/** The About us text (spec 2, About us: static company text). `{company}` is the brand's name. */
export const aboutUsParagraphs: readonly string[] = [
  '{company} is a lending company that offers short-term personal loans to working people who need money quickly and want to know exactly what they will pay.',
  'You apply in minutes on your phone. We decide within 1 day, and once you accept the offer the money reaches your bank or e-wallet account within 1 to 3 days. The amount, the term, the fees and every due date are shown before you accept, with nothing hidden.',
  'We treat every borrower with respect. Your personal information is protected and used only to provide your loan, and our collection practices follow the law and fair treatment.',
  'If you have a question about your loan or our service, our customer-service team is glad to help.',
];
