import type { DemoMarket } from './types';

/** The Philippines: the default brand's and Masagana's world (pesos, GCash, Maya, 7-Eleven, SEC). */
export const philippines: DemoMarket = {
  id: 'philippines',
  currency: { code: 'PHP', sign: '₱' },
  lender: {
    name: 'Bayanihan Lending',
    email: 'support@bayanihanlending.ph',
    chatPhone: '+63 917 555 0199',
    servicePhone: '+63 917 555 0123',
    landline: '+63 2 8123 4567',
    landlineTel: '+63281234567',
  },
  products: {
    main: 'Bayanihan Cash',
    second: 'Sulit Loan',
    business: 'Negosyo Plus',
    recommended: ['Kaagapay Cash', 'Tindahan Credit'],
    more: ['Mabilis Cash', 'Agad Pera'],
    apps: { landing: 'Peso Cash', download: 'Peso Cash Plus', lite: 'Peso Cash Lite' },
  },
  wallets: [
    { name: 'GCash', channelNumber: 90006 },
    { name: 'Maya', channelNumber: 90007 },
  ],
  store: {
    name: '7-Eleven',
    channelNumber: 90008,
    title: 'Pay at any 7-Eleven',
    steps: ['Go to the CLiQQ kiosk.', 'Choose Bills Payment.', 'Enter the pay code and the amount.'],
    billSteps: ['At the CLiQQ kiosk, choose Bills Payment.', 'Print the slip and pay at the counter.'],
    screen: '7-Eleven CLiQQ screen',
  },
  walletSteps: ['Open GCash and tap Pay Bills.', 'Search for Bayanihan Lending.', 'Enter the pay code.'],
  walletBillSteps: [
    ['Open GCash and tap Bills.', 'Choose Dragonpay.', 'Enter your reference number and the amount.'],
    ['Open Maya and tap Bills.', 'Search for Dragonpay.', 'Enter your reference number and the amount.'],
  ],
  bankTransfer: { name: 'Bank transfer', channelNumber: 90009 },
  walletNumberHint: '11 digits',
  bankCards: [
    { id: 'c-1', bankName: 'BDO Unibank', bankCode: 'BDO', cardNo: '**** **** **** 1234' },
    { id: 'c-2', bankName: 'BPI', bankCode: 'BPI', cardNo: '**** **** **** 5678' },
  ],
  banks: [
    { name: 'BDO Unibank', code: 'BDO' },
    { name: 'Bank of the Philippine Islands', code: 'BPI' },
    { name: 'Metrobank', code: 'MBT' },
    { name: 'GCash', code: 'GCASH' },
  ],
  receivingAccount: 'BDO Unibank 0012 3456 7890 1234 5678 9012',
  cities: ['Manila', 'Quezon City', 'Cebu City', 'Davao City', 'Makati', 'Pasig', 'Taguig'],
  people: { fullName: 'Juan dela Cruz', givenName: 'Juan', other: 'Maria Santos' },
  nationality: 'Filipino',
  // Makati, Metro Manila.
  location: { latitude: 14.5547, longitude: 121.0244 },
  phones: {
    mobile: '0917 123 4567',
    wallet: '09171234567',
    otherWallet: '09181234567',
    callPayload: '+63 917 555 0123',
  },
  regulator: {
    registration: 'SEC Registration No. CS201912345',
    licence: 'Certificate of Authority No. 3141',
    officer: {
      name: 'Ana Reyes',
      email: 'dpo@bayanihanlending.ph',
      phone: '+63 2 8123 4567',
      address: '12F Ayala Tower One, Ayala Avenue, Makati City, Metro Manila 1226, Philippines',
    },
  },
  serverTexts: {
    duplicatePayment: 'This payment was already submitted. Please do not pay twice.',
    wrongSmsCode: 'The verification code is not correct. Please check the SMS and enter it again.',
    wrongCaptcha: 'The picture code is wrong, please try again',
    wrongRegistrationCode: 'The SMS code is wrong',
    repayNotice: 'Pay before 23:59 on the due date to avoid late interest.',
    orderNotice: 'Repay before 18:00 so your payment posts today.',
    pendingComplaint: 'My payment through GCash does not show yet.',
  },
};
