import type { EnglishOf } from './types';

// The service area's strings (issue 14): customer service, About us, the public site, the legal
// documents' frame, bind bank and the developer test page. The spec's own (site.home, about.email,
// bank.title, ...) are in base.ts.
export const spec = {
  // ours: customer service's contacts and its way to a complaint.
  'service.onlineService': 'Online service',
  // ours: what Copy copies, for screen readers (after kit.copy).
  'service.onlineServiceContact': 'online service contact',
  'service.email': 'E-mail',
  'service.phone': 'Service phone',
  // ours: whom Call calls, for screen readers (after kit.call).
  'service.callWhom': 'customer service',
  'service.contactUs': 'Contact us',
  'service.loadingContacts': 'Loading the contacts',
  'service.contactsFailedTitle': 'Contacts not available',
  'service.contactsFailed': 'We could not load the contacts. Please try again.',
  'service.notSatisfied': 'Not satisfied?',
  'service.complaintHint': 'Tell us what went wrong and we will look into it.',
  'service.makeComplaint': 'Make a complaint',
  // ours: the About us text (spec 2 gives 'static company text'); {company} is the brand's name.
  'about.paragraph1':
    '{company} is a lending company that offers short-term personal loans to working people who need money quickly and want to know exactly what they will pay.',
  'about.paragraph2':
    'You apply in minutes on your phone. We decide within 1 day, and once you accept the offer the money reaches your bank or e-wallet account within 1 to 3 days. The amount, the term, the fees and every due date are shown before you accept, with nothing hidden.',
  'about.paragraph3':
    'We treat every borrower with respect. Your personal information is protected and used only to provide your loan, and our collection practices follow the law and fair treatment.',
  'about.paragraph4':
    'If you have a question about your loan or our service, our customer-service team is glad to help.',
  // ours: the public site's home section (the spec names the section, not its text).
  'site.homeTitle': 'Personal loans, clear from the start',
  'site.homeLead':
    '{company} lends to working people quickly and fairly. Apply on your phone, know every cost before you accept, and repay the way that suits you.',
  'site.decisionTitle': 'A decision within 1 day',
  'site.decisionText': 'Apply in minutes; we answer a complete application within 1 day.',
  'site.moneyTitle': 'Money in 1 to 3 days',
  'site.moneyText': 'Once you accept, the loan reaches your bank or e-wallet account within 1 to 3 days.',
  'site.termTitle': 'Terms of 91 to 365 days',
  'site.termText': 'Choose the term that fits your budget; every due date is shown before you accept.',
  'site.clearTitle': 'Nothing hidden',
  'site.clearText': 'The amount, fees and interest are on the confirmation screen. No other charge is added.',
  'site.termsLink': 'Read the loan terms',
  // ours: the contact section (the spec gives the fields and the two messages).
  'site.contactLead': 'Leave your details and a short message, and our team will get back to you.',
  'site.name': 'Name',
  'site.telephone': 'Telephone',
  'site.remark': 'Remark',
  // ours: the site's landmarks, the privacy frame and the footer.
  'site.navigation': 'Site',
  'site.privacyFrameTitle': 'Privacy Policy of {company}',
  'site.phone': 'Phone',
  'site.address': 'Address',
  // ours: a legal document's table of contents.
  'legal.contents': 'Contents',
  // ours: bind bank's own words (spec 2 gives the title and the buttons).
  'bank.choose': 'Please choose',
  'bank.empty': 'No account details are needed right now',
  'bank.loadingForm': 'Loading the form',
  'bank.cardType': 'Card type',
  // ours: the developer test page (spec 2 lists what it does, not its words).
  'testPreview.launchParams': 'Launch params',
  'testPreview.appVersion': 'App version',
  'testPreview.deviceName': 'Device name',
  'testPreview.deviceId': 'Device id',
  'testPreview.osVersion': 'OS version',
  'testPreview.sessionId': 'Session id',
  'testPreview.advertisingId': 'Advertising id',
  'testPreview.productId': 'Product id',
  'testPreview.orderId': 'Order id',
  'testPreview.pages': 'Pages',
  'testPreview.deviceInputs': 'Device inputs',
  'testPreview.photo': 'Photo',
  'testPreview.photoInfo': '{name} ({type}, {size} bytes)',
  'testPreview.unknownType': 'unknown type',
  'testPreview.chosenPhoto': 'Chosen photo {name}',
  'testPreview.contact': 'Contact',
  'testPreview.pickContact': 'Pick a contact',
  'testPreview.getLocation': 'Get location',
  'testPreview.locationNotAsked': 'Location not asked yet.',
  'testPreview.noGeolocation': 'This browser has no geolocation.',
  'testPreview.locating': 'Locating…',
  'testPreview.located': 'Latitude {latitude}, longitude {longitude} (within {accuracy} m)',
  'testPreview.locationRefused': 'Location refused: {reason}',
  'testPreview.bridgeMessages': 'Bridge messages',
  'testPreview.bridgeLog': 'Bridge log',
  'testPreview.noBridgeMessage': 'No bridge message sent yet.',
  // ours: bind bank's empty state's way on (nothing to fill: leave as a bind would; issue 24 review).
  'bank.emptyDone': 'Done',
  // ours: About us leads with its key facts, then the text under headings (issue 24 review).
  'about.factsTitle': 'At a glance',
  'about.whoWeAre': 'Who we are',
  'about.howItWorks': 'How it works',
  'about.howWeTreatYou': 'How we treat you',
  'about.help': 'Need help?',
} as const;

// English, written to docs/copy.md (issue 24): sentence case, one verb per action; the rest is the spec's.
export const en: EnglishOf<typeof spec> = {
  ...spec,
  // One verb for one action (docs/copy.md): the complaint list says File a complaint too.
  'service.makeComplaint': 'File a complaint',
  // What the contact is for, not whose it is: the market's chat app is data (docs/copy.md).
  'service.onlineService': 'Chat with us',
  'service.onlineServiceContact': 'chat contact',
  'service.phone': 'Phone',
  'site.telephone': 'Phone number',
  'site.remark': 'Message',
  'bank.choose': 'Choose one',
  'site.privacyFrameTitle': 'Privacy policy of {company}',
  'about.paragraph1':
    '{company} is a lending company that offers short-term personal loans to working people who need money quickly and want to know exactly what they will repay.',
};
