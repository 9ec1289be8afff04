import type { DemoMarket } from './types';

/** India: the India brand's world (rupees, UPI apps, Indian banks and stores, RBI). */
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
  wallets: [
    { name: 'PhonePe', channelNumber: 90006 },
    { name: 'Paytm', channelNumber: 90007 },
  ],
  store: {
    name: 'Reliance Smart',
    channelNumber: 90008,
    title: 'Pay at any Reliance Smart store',
    steps: ['Go to the billing counter.', 'Ask to pay a loan bill.', 'Give the pay code and the amount.'],
    billSteps: ['At the billing counter, ask to pay a loan bill.', 'Pay the amount and keep the receipt.'],
    screen: 'Reliance Smart bill receipt',
  },
  walletSteps: ['Open PhonePe and tap Pay Bills.', 'Search for Sahyog Finserv.', 'Enter the pay code.'],
  walletBillSteps: [
    [
      'Open PhonePe and tap Recharge & Bills.',
      'Choose Loan Repayment.',
      'Enter your reference number and the amount.',
    ],
    ['Open Paytm and tap Loan EMI.', 'Search for BillDesk.', 'Enter your reference number and the amount.'],
  ],
  bankTransfer: { name: 'Net banking', channelNumber: 90009 },
  walletNumberHint: '10 digits',
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
    pendingComplaint: 'My payment through PhonePe does not show yet.',
  },
};
