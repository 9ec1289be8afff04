/** The public site's home section (ours: the spec names the section, not its text). */
export const homeText = {
  title: 'Personal loans, clear from the start',
  lead: '{company} lends to working people quickly and fairly. Apply on your phone, know every cost before you accept, and repay the way that suits you.',
  highlights: [
    {
      title: 'A decision within 1 day',
      text: 'Apply in minutes; we answer a complete application within 1 day.',
    },
    {
      title: 'Money in 1 to 3 days',
      text: 'Once you accept, the loan reaches your bank or e-wallet account within 1 to 3 days.',
    },
    {
      title: 'Terms of 91 to 365 days',
      text: 'Choose the term that fits your budget; every due date is shown before you accept.',
    },
    {
      title: 'Nothing hidden',
      text: 'The amount, fees and interest are on the confirmation screen. No other charge is added.',
    },
  ],
  termsLink: 'Read the loan terms',
  contactLink: 'Contact us',
} as const;

/** The contact section's text (ours: the spec gives the fields and the two messages). */
export const contactText = {
  lead: 'Leave your details and a short message, and our team will get back to you.',
  name: 'Name',
  telephone: 'Telephone',
  email: 'E-mail',
  remark: 'Remark',
  submit: 'Submit',
} as const;

/** Labels of the frame that holds the privacy page, and of the site's landmarks. */
export const siteText = {
  navigation: 'Site',
  privacyFrameTitle: 'Privacy Policy of {company}',
  privacyHeading: 'Privacy Policy',
  footerPhone: 'Phone',
  footerEmail: 'E-mail',
  footerAddress: 'Address',
} as const;
