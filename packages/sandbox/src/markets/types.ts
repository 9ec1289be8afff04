// What one market's demo world holds: the sandbox's seed, the stories and the end-to-end journeys all
// read it, so a brand shows its own market's names and never another's (docs/decisions/market-data.md).

/** A payment channel the market's borrowers know: its name and the channel number the API carries. */
export interface DemoChannel {
  name: string;
  channelNumber: number;
}

/** A bank card on file, as card repayment lists it. */
export interface DemoBankCard {
  id: string;
  bankName: string;
  bankCode: string;
  cardNo: string;
}

/** A bank (or a wallet) as a picker lists it: its name and the code the form sends. */
export interface DemoBank {
  name: string;
  code: string;
}

/** A text item of bank binding's form, as the market's lender words it. */
export interface DemoBankField {
  /** The item's code: the key its value goes out under. */
  code: string;
  title: string;
  /** What the empty field says: the format the borrower types. */
  subtitle: string;
  /**
   * How the kit edits it (core's bankFieldKind): `text` keeps letters, digits and signs (a PAN, an IFSC,
   * a UPI ID's `@`); `number`, `phone` and `card` keep digits only.
   */
  inputType: 'text' | 'number' | 'phone' | 'card';
  /** A value a borrower of the market types, for the stories and the journeys. */
  sample: string;
}

/**
 * Bank binding's form where the market's lender asks for other things than the seed's default, the
 * Philippine one (an account name, a number per wallet, a card number, a bank city, a digits-only ID).
 */
export interface DemoBankForm {
  /** The item every tab shows first: the name on the account. */
  accountName: Omit<DemoBankField, 'inputType'>;
  /** The e-wallet tab's channel choice: its title. */
  channelTitle: string;
  /** The one item the e-wallet tab shows for every channel (a UPI ID), in place of a number per wallet. */
  walletItem: DemoBankField;
  /** The bank tab's items, in order, in place of the card number and the bank city. */
  bankItems: readonly [DemoBankField, ...DemoBankField[]];
  /** The ID item every tab shows last. */
  idItem: DemoBankField;
}

/** One market's demo world: names, places, numbers and the server's texts (logos, amounts and rates are the seed's). */
export interface DemoMarket {
  /** The market's id, as a brand folder names it (`market` in brands/<id>/index.ts). */
  id: 'philippines' | 'india';
  /** The currency (ISO 4217) the market's servers write amounts in, and its sign. */
  currency: { code: string; sign: string };
  /** The demo lender: its trading name as borrowers search for it in a wallet, its site and contacts. */
  lender: {
    name: string;
    /** The customer service e-mail the contact call answers. */
    email: string;
    /** The chat number (WhatsApp or Viber) the contact call answers. */
    chatPhone: string;
    /** The service hotline a page offers to call. */
    servicePhone: string;
    /** The landline in an order's notice. */
    landline: string;
    /** The same landline as a `tel:` link takes it (digits and `+` only). */
    landlineTel: string;
  };
  /** The lender's products and apps. */
  products: {
    /** The loan of the seeded orders and repayments (p-100). */
    main: string;
    /** The second loan (p-200, p-202, the second complaint order). */
    second: string;
    /** The business loan above one lakh / 100,000 (p-300). */
    business: string;
    /** The recommended products besides the second loan (p-201, p-203: the last is disabled). */
    recommended: readonly [string, string];
    /** More product names for lists in stories. */
    more: readonly [string, string];
    /** The promotion's apps: the landing's, the download page's and a channel link's. */
    apps: { landing: string; download: string; lite: string };
  };
  /**
   * The market's wallets or payment apps (channels 90006 and 90007 first; the seed's repayment offers
   * those two) and its store or bill payment network (90008).
   */
  wallets: readonly [DemoChannel, DemoChannel, ...DemoChannel[]];
  store: DemoChannel & {
    /** The pay code page's title for the store. */
    title: string;
    /** The steps to pay a code at the store. */
    steps: readonly string[];
    /** The store's bill payment steps (payment instructions). */
    billSteps: readonly string[];
    /** The store's payment screen, as an image's alt text names it. */
    screen: string;
  };
  /** The steps to pay a code in the first wallet (they name the lender). */
  walletSteps: readonly string[];
  /** The bill payment steps of each wallet (payment instructions), in the wallets' order. */
  walletBillSteps: readonly [readonly string[], readonly string[], ...(readonly string[])[]];
  /** A bank transfer channel (90009). */
  bankTransfer: DemoChannel;
  /** Bank binding's wallet number fields: their subtitle (how many digits a number has). */
  walletNumberHint: string;
  /** Bank binding's form where it is not the seed's default (markets/bankForm.ts); unset, the default. */
  bankForm?: DemoBankForm;
  /** Banks: the two cards on file, and a longer list for pickers. */
  bankCards: readonly [DemoBankCard, DemoBankCard];
  banks: readonly [DemoBank, ...DemoBank[]];
  /** A receiving account as a details row writes it. */
  receivingAccount: string;
  /** Cities: the first four are bank binding's city choices (ids 1001 to 1004). */
  cities: readonly [string, string, string, string, ...string[]];
  /** Borrowers: a full name, the same person's given name, and a second person. */
  people: { fullName: string; givenName: string; other: string };
  /** The borrowers' nationality as legal text names it ('Filipino'): the loan terms' eligibility line. */
  nationality: string;
  /** Phone numbers as a borrower writes them: a registration mobile, a wallet number, a second one. */
  phones: { mobile: string; wallet: string; otherWallet: string; callPayload: string };
  /** Where a borrower's phone says it is (the test page's location), in the market's main city. */
  location: { latitude: number; longitude: number };
  /** The regulator's registration and licence lines a lender's footer shows, and the officer complaints go to. */
  regulator: {
    registration: string;
    licence: string;
    officer: { name: string; email: string; phone: string; address: string };
  };
  /** What the lender's server says, in the market's English. */
  serverTexts: {
    /** A payment submitted twice (800005). */
    duplicatePayment: string;
    /** A wrong SMS code on card repayment (800006). */
    wrongSmsCode: string;
    /** A wrong picture code at registration. */
    wrongCaptcha: string;
    /** A wrong SMS code at registration. */
    wrongRegistrationCode: string;
    /** The repayment page's notice. */
    repayNotice: string;
    /** An order's notice before a cut-off time. */
    orderNotice: string;
    /** The second seeded complaint (about a payment in the first wallet). */
    pendingComplaint: string;
  };
}
