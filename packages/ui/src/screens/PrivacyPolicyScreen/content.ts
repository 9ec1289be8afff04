import type { LegalText } from '../LegalDocument';

/**
 * The privacy policy of a lending company (spec 2, Privacy policy), section by section.
 * `{company}`, `{email}`, `{phone}` and `{address}` are filled from the brand.
 */
export const privacyPolicyText: LegalText = {
  title: 'Privacy Policy',
  updated: 'Last updated: 1 January 2025',
  intro: [
    '{company} ("we", "us", "our") is a lending company. We offer short-term personal loans through our mobile application and website (together, the "Service"). This Privacy Policy explains what personal information we collect when you use the Service, why we collect it, how we use and protect it, and the choices you have.',
    'By downloading the app, creating an account or applying for a loan, you agree to the collection and use of your information as described here. If you do not agree, please do not use the Service.',
  ],
  sections: [
    {
      id: 'collection',
      title: 'Collection of Information',
      blocks: [
        'We collect only the information we need to assess your loan application, disburse and collect loans, prevent fraud and meet our legal obligations. This includes:',
        {
          list: [
            'Identity information: full name, date of birth, gender, nationality, a government-issued identification number and a photograph of the identification document.',
            'Contact information: mobile number, e-mail address and residential address.',
            'Financial information: employment, income, the bank or e-wallet account you name for disbursement and repayment, and your loan and repayment history with us.',
            'Verification information: a selfie or liveness check to confirm that the applicant is the holder of the identification document.',
            'Information from third parties: credit reports from credit bureaus and results of identity and fraud checks, where the law allows.',
          ],
        },
        'You give most of this information to us directly when you register and apply. We do not collect more than the purpose requires, and we ask for your consent where the law requires it.',
      ],
    },
    {
      id: 'representation',
      title: 'Representation',
      blocks: [
        'By providing information to us, you represent that it is true, accurate, current and complete, that it belongs to you, and that you are of legal age and legally able to enter into a loan agreement.',
        "If you provide information about another person, such as an emergency contact, you represent that you have that person's consent to share it with us for the purposes in this policy. You agree to tell us promptly when your information changes.",
      ],
    },
    {
      id: 'technology',
      title: 'Use of Technology',
      blocks: [
        'We use automated tools, including credit-scoring models, to evaluate applications quickly and consistently, to detect fraud and to manage risk. These tools use the information described in this policy.',
        'Where a decision about your application is made with automated tools, you may ask us to explain the main factors behind it and to have a member of our staff review it by writing to {email}.',
      ],
    },
    {
      id: 'disclosure',
      title: 'Disclosure of Information',
      blocks: [
        'We do not sell your personal information. We share it only as needed to provide the Service and only with:',
        {
          list: [
            'banks, e-wallets and payment processors that disburse your loan and receive your repayments;',
            'credit bureaus and identity-verification providers;',
            'service providers that host our systems, send messages or provide customer support for us, under written contracts that require them to protect your information and use it only on our instructions;',
            'collection agencies acting for us, which must follow the law and fair debt-collection practices;',
            'regulators, courts and law-enforcement authorities, when the law requires it or to protect our legal rights;',
            'a buyer or successor, if our business or a loan portfolio is transferred, subject to this policy.',
          ],
        },
        "We never publish your information or contact people in your phone's contact list to shame or pressure you about a debt.",
      ],
    },
    {
      id: 'cookies',
      title: 'Cookies',
      blocks: [
        'Our website and the web pages inside our app use cookies and local storage to keep you signed in, remember your settings, keep a form you are filling in, and understand how the Service is used so that we can improve it.',
        'We do not use cookies for third-party advertising. You can block or delete cookies in your browser settings; some parts of the Service may then not work as intended.',
      ],
    },
    {
      id: 'device',
      title: 'Device Information',
      blocks: [
        'When you use the app we collect information about your device: the device model, operating-system version, app version, a device identifier, the advertising identifier, IP address and network type. We use it to secure your account, detect fraud, such as several accounts on one device, and fix problems.',
        'With your permission, the app may also use your camera (to photograph your identification document), your location (to confirm that you apply from a country where we lend) and selected contacts you choose to give us as references. You can withdraw a permission at any time in your device settings.',
      ],
    },
    {
      id: 'minors',
      title: 'Minors',
      blocks: [
        'The Service is not intended for anyone under 18 years of age. We do not knowingly collect information from minors or lend to them. If we learn that we have collected information from a minor, we will delete it, unless the law requires us to keep it.',
      ],
    },
    {
      id: 'password',
      title: 'Password Security',
      blocks: [
        'You are responsible for keeping your password and one-time codes secret. Our staff will never ask you for your password or a one-time code by phone, message or e-mail.',
        'We protect your information with encryption in transit, access controls and regular security reviews. No system is perfectly secure: if you believe that your account has been used without your permission, contact us at once at {email} or {phone}.',
      ],
    },
    {
      id: 'changes',
      title: 'Changes to This Policy',
      blocks: [
        'We may update this policy from time to time, for example when the law or our Service changes. We will show the date of the latest version at the top of this page and tell you of material changes in the app or by e-mail before they take effect. Continuing to use the Service after a change means that you accept the updated policy.',
      ],
    },
    {
      id: 'opt-out',
      title: 'Opt-out Rights',
      blocks: [
        'You may, at any time:',
        {
          list: [
            'unsubscribe from marketing messages, using the link in the message or by writing to us;',
            'withdraw a permission you granted to the app, in your device settings;',
            'ask for a copy of your personal information, or ask us to correct it;',
            'ask us to delete your information or close your account, once you have no outstanding loan and subject to the records the law requires us to keep.',
          ],
        },
        'Opting out of marketing does not stop messages about your loan, such as repayment reminders, which are part of the Service. To exercise any of these rights, write to {email}.',
      ],
    },
    {
      id: 'grievance',
      title: 'Grievance Officer',
      blocks: [
        'If you have a question or a complaint about how we handle your personal information, please contact our Grievance Officer:',
        {
          list: ['Grievance Officer, {company}', 'E-mail: {email}', 'Phone: {phone}', 'Address: {address}'],
        },
        'We will acknowledge your message promptly and answer it within the time the law requires.',
      ],
    },
  ],
};

/** The officer the policy names, as the market's law calls them (`brand.trust.grievanceOfficer`). */
export type PolicyOfficerRole = 'grievance' | 'dataProtection';

/** The officer's section heading and title in the text, by the law that names them. */
const officerTitles: Record<PolicyOfficerRole, string> = {
  grievance: 'Grievance Officer',
  dataProtection: 'Data Protection Officer',
};

/**
 * The policy with the brand's named officer (issue 24 review: India's named no one, Masagana's said the
 * Indian term): `{officer}` is their name, and `{email}`, `{phone}` and `{address}` theirs, so every
 * privacy question of the policy goes to them (docs/decisions/legal-pages.md). A data protection officer
 * (the Philippines' Data Privacy Act) comes with the right to complain to the National Privacy
 * Commission. Without an officer: the spec's section, the company's contacts.
 */
export function privacyPolicyTextFor(role?: PolicyOfficerRole): LegalText {
  if (!role) return privacyPolicyText;
  const title = officerTitles[role];
  return {
    ...privacyPolicyText,
    sections: privacyPolicyText.sections.map((section) =>
      section.id === 'grievance'
        ? {
            id: section.id,
            title,
            blocks: [
              `If you have a question or a complaint about how we handle your personal information, please contact our ${title}:`,
              {
                list: [
                  `{officer}, ${title}, {company}`,
                  'E-mail: {email}',
                  'Phone: {phone}',
                  'Address: {address}',
                ],
              },
              'We will acknowledge your message promptly and answer it within the time the law requires.',
              ...(role === 'dataProtection'
                ? [
                    'If you are not satisfied with our answer, you may also complain to the National Privacy Commission.',
                  ]
                : []),
            ],
          }
        : section,
    ),
  };
}
