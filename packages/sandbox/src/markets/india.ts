import type { DemoMarket } from './types';

/** India: the India brand's world (rupees, UPI apps and BBPS, Indian banks, RBI). */
export const india: DemoMarket = {
  id: 'india',
  currency: { code: 'INR', sign: '₹' },
  lender: {
    name: 'Sahyog Finserv',
    email: 'care@sahyogfinserv.in',
    chatPhone: '+91 98200 55019',
    servicePhone: '1800 210 4455',
    landline: '+91 22 4000 1234',
    landlineTel: '+912240001234',
  },
  products: {
    main: 'Sahyog Cash',
    second: 'Saral Loan',
    business: 'Vyapar Plus',
    recommended: ['Saathi Cash', 'Dukaan Credit'],
    more: ['Turant Rupee', 'Jaldi Paisa'],
    apps: { landing: 'Rupee Mitra', download: 'Rupee Mitra Plus', lite: 'Rupee Mitra Lite' },
  },
  // UPI first: any UPI app, then the apps most borrowers pay with; a loan is paid as a bill through
  // BBPS (Bharat BillPay) with the loan number, never at a shop's counter (docs/decisions/market-data.md).
  wallets: [
    { name: 'Any UPI app', channelNumber: 90006 },
    { name: 'PhonePe', channelNumber: 90007 },
    { name: 'Paytm', channelNumber: 90010 },
    { name: 'Google Pay', channelNumber: 90011 },
  ],
  store: {
    name: 'BBPS',
    channelNumber: 90008,
    title: 'Pay as a bill through BBPS',
    steps: [
      'Open Bill payments (BBPS) in your UPI or bank app.',
      'Choose Loan repayment and search for Sahyog Finserv.',
      'Enter the repayment code as your loan number and pay.',
    ],
    billSteps: [
      'In your UPI or bank app, open Bill payments and choose Loan repayment.',
      'Search for Sahyog Finserv and enter your reference number.',
      'Check the amount and enter your UPI PIN.',
    ],
    screen: 'BBPS loan repayment screen',
  },
  walletSteps: [
    'Open any UPI app (Google Pay, PhonePe, Paytm, BHIM).',
    'Tap Pay bills, search for Sahyog Finserv and enter the repayment code.',
    'Check the amount and enter your UPI PIN.',
  ],
  walletBillSteps: [
    [
      'Open any UPI app (Google Pay, PhonePe, Paytm, BHIM).',
      'Scan the QR code or pay to the UPI ID shown.',
      'Check the amount and enter your UPI PIN.',
    ],
    [
      'Open PhonePe and tap Loan Repayment under Recharge & Bills.',
      'Search for Sahyog Finserv and enter your reference number.',
      'Check the amount and enter your UPI PIN.',
    ],
    [
      'Open Paytm and tap Loan EMI Payment.',
      'Search for Sahyog Finserv and enter your reference number.',
      'Check the amount and enter your UPI PIN.',
    ],
    [
      'Open Google Pay and tap Pay bills, then Loan EMI.',
      'Search for Sahyog Finserv and enter your reference number.',
      'Check the amount and enter your UPI PIN.',
    ],
  ],
  bankTransfer: { name: 'Net banking', channelNumber: 90009 },
  walletNumberHint: '10 digits',
  // Money is paid out to a bank account (its number and the branch's IFSC) or to a UPI ID; the ID a
  // lender asks for is the PAN. PAN, IFSC and UPI ID carry letters (and `@`): the kit's text fields.
  bankForm: {
    accountName: {
      code: 'accountName',
      title: 'Account holder name',
      subtitle: 'As on your bank passbook',
      sample: 'Rahul Sharma',
    },
    channelTitle: 'UPI app',
    walletItem: {
      code: 'upiId',
      title: 'UPI ID',
      subtitle: 'name@bank',
      inputType: 'text',
      sample: 'rahulsharma@okhdfcbank',
    },
    bankItems: [
      {
        code: 'accountNumber',
        title: 'Bank account number',
        subtitle: '9 to 18 digits',
        inputType: 'number',
        sample: '50100234567890',
      },
      {
        code: 'ifsc',
        title: 'IFSC',
        subtitle: '11 characters, on your cheque book',
        inputType: 'text',
        sample: 'HDFC0001234',
      },
    ],
    idItem: {
      code: 'pan',
      title: 'PAN',
      subtitle: '10 characters, as on your PAN card',
      inputType: 'text',
      sample: 'ABCDE1234F',
    },
  },
  bankCards: [
    { id: 'c-1', bankName: 'HDFC Bank', bankCode: 'HDFC', cardNo: '**** **** **** 1234' },
    { id: 'c-2', bankName: 'SBI', bankCode: 'SBI', cardNo: '**** **** **** 5678' },
  ],
  banks: [
    { name: 'HDFC Bank', code: 'HDFC' },
    { name: 'State Bank of India', code: 'SBI' },
    { name: 'ICICI Bank', code: 'ICICI' },
    { name: 'Google Pay', code: 'GPAY' },
  ],
  receivingAccount: 'HDFC Bank 5010 0234 5678 9012',
  cities: ['Mumbai', 'Pune', 'Bengaluru', 'Chennai', 'Hyderabad', 'Kolkata', 'Jaipur'],
  people: { fullName: 'Rahul Sharma', givenName: 'Rahul', other: 'Ananya Iyer' },
  nationality: 'Indian',
  // Mumbai (Bandra Kurla Complex).
  location: { latitude: 19.0607, longitude: 72.8651 },
  phones: {
    mobile: '98765 43210',
    wallet: '9876543210',
    otherWallet: '9123456780',
    callPayload: '1800 210 4455',
  },
  regulator: {
    // The company's registration is its CIN; its licence to lend is the RBI's certificate (an NBFC).
    registration: 'CIN U65999MH2019PTC123456',
    licence: 'RBI Certificate of Registration No. N-13.02468 (NBFC)',
    officer: {
      name: 'Priya Raman',
      email: 'grievance@sahyogfinserv.in',
      phone: '+91 22 4000 1234',
      address: '4th Floor, Lotus Business Park, Andheri East, Mumbai, Maharashtra 400093, India',
    },
  },
  serverTexts: {
    duplicatePayment: 'This payment was already submitted. Please do not pay twice.',
    wrongSmsCode: 'The OTP is not correct. Please check the SMS and enter it again.',
    wrongCaptcha: 'The picture code is wrong, please try again',
    wrongRegistrationCode: 'The OTP is wrong',
    repayNotice: 'Pay before 11:59 pm on the due date to avoid late interest.',
    orderNotice: 'Repay before 6:00 pm so your payment posts today.',
    pendingComplaint: 'My UPI payment through PhonePe does not show yet.',
  },
};
