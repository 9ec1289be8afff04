import type {
  BankFormItemWire,
  LoanConfirm,
  OrderDetails,
  OrderSummary,
  RecommendedProduct,
  RepaymentInfo,
} from '@loan/core';
import { logos } from './assets';
import {
  bankFormItems,
  channelMark,
  type DemoMarket,
  payCodeBanner,
  philippines,
  productMark,
} from './markets';
import { type MoneyText, moneyText } from './markets/money';

// The seeded world of the sandbox. Every id here is a scenario listed in the README, so any
// state of any screen opens from a URL. Its names, places, numbers and texts come from the market
// data set of the brand the sandbox speaks for (./markets, docs/decisions/market-data.md).

export const DEMO_SESSION = { sessionId: 'demo', userId: 'u-demo' } as const;

/** Where server-supplied external pages (pay, redirect, agreement) point; tests intercept it. */
export const EXTERNAL = 'https://pay.sandbox.test';

export const agreements: Record<string, { title: string; contract_url: string }[]> = {
  'p-100': [
    { title: 'Loan Agreement', contract_url: `${EXTERNAL}/agreement/loan` },
    { title: 'Privacy Notice', contract_url: `${EXTERNAL}/agreement/privacy` },
  ],
  'p-200': [],
  'p-300': [{ title: 'Business Loan Agreement', contract_url: `${EXTERNAL}/agreement/business` }],
};

/**
 * Bank form items of every cate over two card types, as the market's lender sends them
 * (markets/bankForm.ts): in the Philippines two items only for channel 90006 or 90007.
 */
export function seedBankItems(market: DemoMarket): BankFormItemWire[] {
  return bankFormItems(market);
}

/** The default world's bank form items (the Philippines). */
export const bankItems = seedBankItems(philippines);

export const problemTypes = [
  { title: 'Collection', value: 1 },
  { title: 'Repayment', value: 2 },
  { title: 'Loan application', value: 3 },
  { title: 'Other', value: 4 },
];

export const problemSonTypes = [
  { title: 'Rude language', value: 11 },
  { title: 'Calls to my contacts', value: 12 },
  { title: 'Too many calls', value: 13 },
];

export interface StoredComplaint {
  id: number;
  time: string;
  type: string;
  sonType: string;
  content: string;
  images: string[];
  disposeDetail: string;
  disposeImages: string[];
  isNeedScore: number;
  done: boolean;
}

export function seedComplaints(market: DemoMarket = philippines): StoredComplaint[] {
  return [
    {
      id: 1,
      time: '2026-11-02 10:15:00',
      type: 'Collection',
      sonType: 'Too many calls',
      content: 'I was called five times in one hour about a loan that is not yet due.',
      images: [logos.evidence],
      disposeDetail: 'We are sorry. The agent was reminded of our rules and calls are now limited.',
      disposeImages: [logos.evidence],
      isNeedScore: 1,
      done: true,
    },
    {
      id: 2,
      time: '2026-11-20 08:40:00',
      type: 'Repayment',
      sonType: '',
      content: market.serverTexts.pendingComplaint,
      images: [],
      disposeDetail: '',
      disposeImages: [],
      isNeedScore: 0,
      done: false,
    },
  ];
}

/** The market's two bank cards on file: the first answers needValid 1 (SMS step), the second completes at once. */
export const seedBankCards = (market: DemoMarket) =>
  market.bankCards.map(({ id, bankName, cardNo, bankCode }) => ({ id, bankName, cardNo, bankCode }));
/** The default world's cards (the Philippines). */
export const bankCards = seedBankCards(philippines);
/** A card that answers needValid 1 (SMS step); the other completes at once. */
export const CARD_NEEDS_SMS = 'c-1';
export const SMS_CODE = '123456';
export const REGISTERED_PHONE = '13800000000';
export const TEMPLATE_ID = 't-1';
export const DOWNLOAD_TEMPLATE_ID = 'd-1';
export const LINKS_TEMPLATE_ID = 'l-1';

export { type MoneyText, moneyText } from './markets/money';

/** An app's download file name from its name: `Peso Cash Plus` is `peso-cash-plus.apk`. */
export const apkName = (app: string) => `${app.toLowerCase().replace(/[^a-z0-9]+/g, '-')}.apk`;

/** The seeded answers whose texts carry amounts or names: amounts written by `money`, names from `market`. */
export function seedWorld(money: MoneyText, market: DemoMarket = philippines) {
  const { amount, whole } = money;
  const { products } = market;
  const [kaagapay, tindahan] = products.recommended;
  const [firstWallet, secondWallet] = market.wallets;

  const recommended: RecommendedProduct[] = [
    {
      id: 'p-201',
      logo: productMark(kaagapay),
      name: kaagapay,
      buttonText: 'Apply now',
      limitRange: `${whole(200000)} - ${whole(2000000)}`,
      rangeDesc: 'Loan amount',
      rate: '0.05% / day',
      description: 'Money in your account within 1 day.',
      tags: ['Fast approval', 'No collateral'],
      enabled: '1',
    },
    {
      id: 'p-202',
      logo: productMark(products.second),
      name: products.second,
      buttonText: 'Apply now',
      limitRange: `${whole(100000)} - ${whole(1000000)}`,
      rangeDesc: 'Loan amount',
      rate: '0.06% / day',
      description: 'Repay in 91 to 365 days.',
      tags: ['First loan', 'Low rate'],
      enabled: '1',
    },
    {
      id: 'p-203',
      logo: productMark(tindahan),
      name: tindahan,
      buttonText: 'Not available',
      limitRange: `${whole(500000)} - ${whole(5000000)}`,
      rangeDesc: 'Loan amount',
      rate: '0.04% / day',
      description: 'For store owners.',
      tags: ['Business'],
      enabled: '0',
    },
  ];

  const detail = [
    { text: 'Loan amount', value: amount(500000) },
    { text: 'Term', value: '91 days' },
    { text: 'Interest', value: amount(22750) },
    { text: 'Service fee', value: amount(15000) },
    { text: 'Due date', value: '2026-12-20' },
  ];

  /**
   * The dates of an order's steps by status (ours, for the timeline: docs/decisions/timeline-and-cost.md),
   * as of the demo day 2026-12-17: 170 due in 3 days, 174 due that day, 180 three days overdue.
   */
  function datesOf(orderStatus: number): Partial<OrderDetails> {
    const applied = { applyTime: '2026-09-18 10:02:11' };
    if (orderStatus === 21) return applied;
    const decided = { ...applied, approveTime: '2026-09-19 09:15:00' };
    if (orderStatus === 110 || orderStatus === 151) return decided;
    const paidOut = { ...decided, loanTime: '2026-09-20 14:40:00' };
    const due: Record<number, string> = { 170: '2026-12-20', 174: '2026-12-17', 180: '2026-12-14' };
    if (due[orderStatus]) return { ...paidOut, repayDate: due[orderStatus] };
    return orderStatus === 200
      ? { ...paidOut, repayDate: '2026-12-20', repaidTime: '2026-12-19 18:20:00' }
      : {};
  }

  function order(orderStatus: number, extra: Partial<OrderDetails> = {}): OrderDetails {
    const texts: Record<number, [string, string]> = {
      21: ['Under review', 'We are checking your application. This usually takes less than a day.'],
      110: ['Approved', 'Your loan was approved and is being sent to your account.'],
      151: ['Not approved', 'We could not approve this loan. You can try one of the products below.'],
      170: ['Repaying', 'Your next repayment is due on 2026-12-20.'],
      174: ['Due today', 'Please repay today to keep a good record.'],
      180: ['Overdue', 'Your repayment is overdue. Late interest is added daily.'],
      200: ['Repaid', 'Thank you! Your loan is fully repaid.'],
    };
    const [status, desc] = texts[orderStatus] ?? ['Processing', 'We are updating your loan.'];
    return {
      orderStatus,
      noticeStatusText: status,
      noticeDesText: desc,
      productName: products.main,
      productLogo: productMark(products.main),
      userOrderDetail: { detail },
      recProducts: recommended,
      isDelay: 0,
      isScore: 0,
      cardNeedPop: 0,
      ...datesOf(orderStatus),
      ...extra,
    };
  }

  /** Orders by id: every status of spec 4, with and without isDelay, and the flags of the dialogs. */
  const orders: Record<string, OrderDetails> = {
    'o-21': order(21),
    'o-21-redirect': order(21, { playeduL: `${EXTERNAL}/order/o-21` }),
    'o-110': order(110),
    'o-110-redirect': order(110, { playeduL: `${EXTERNAL}/order/o-110` }),
    // Withdraw now (ours): an approved order with its withdraw page, in this page or inside the app.
    'o-110-withdraw': order(110, { h5Url: `${EXTERNAL}/withdraw/o-110`, inside: 0 }),
    'o-110-withdraw-inside': order(110, { h5Url: `${EXTERNAL}/withdraw/o-110`, inside: 1 }),
    // Not approved: the loan amount asked for, no term, interest or due date of a loan that was never made.
    'o-151': order(151, { userOrderDetail: { detail: detail.slice(0, 1) } }),
    'o-170': order(170, { isScore: 1, repayAmount: 522750 }),
    'o-170-plain': order(170, { repayAmount: 522750 }),
    // Four monthly instalments, two paid: the timeline's due date is the third's, with "2 of 4 paid".
    'o-170-plan': order(170, {
      repayAmount: 130690,
      repayPlan: [
        { title: '1/4', amount: 130690, time: '2026-10-20', paid: 1 },
        { title: '2/4', amount: 130690, time: '2026-11-20', paid: 1 },
        { title: '3/4', amount: 130690, time: '2026-12-20', paid: 0 },
        { title: '4/4', amount: 130690, time: '2027-01-20', paid: 0 },
      ],
    }),
    'o-170-notice': order(170, {
      reyMsg: market.serverTexts.orderNotice,
      telephone: market.lender.landline,
    }),
    'o-174': order(174, {
      repayAmount: 522750,
      overdueDays: 0,
      cardNeedPop: 1,
      cardPopTitle: 'Bank card reminder',
      cardPopMsg: 'Please check that your account can receive money.',
    }),
    'o-174-delay': order(174, { isDelay: 1, repayAmount: 522750, overdueDays: 0 }),
    'o-180': order(180, {
      repayAmount: 538430,
      overdueDays: 3,
      KindTipsMsg: 'Repaying through your bank app? Use the pay code shown on the next page.',
    }),
    'o-180-delay': order(180, { isDelay: 1, repayAmount: 538430, overdueDays: 3 }),
    'o-200': order(200),
    'o-999': order(999),
    'o-unsafe': order(170, { playeduL: 'javascript:alert(document.cookie)' }),
  };

  const confirms: Record<string, LoanConfirm> = {
    'p-100': {
      comProductLogo: productMark(products.main),
      comProductName: products.main,
      amount: 500000,
      periods: 1,
      termUnit: 91,
      details: [
        { text: 'Received amount', value: amount(485000) },
        { text: 'Service fee', value: amount(15000) },
        { text: 'Interest', value: amount(22750) },
      ],
      repay_plans: [
        { title: 'Period 1', description: 'Principal and interest', amount: 522750, pay_time: '2027-02-21' },
      ],
      firstPayTime: '2027-02-21',
      firstPeriodDay: 91,
      pRateDsc: 'Daily interest 0.05%',
      sendSms: 0,
      isPopType: 1,
      popTitle: 'Are you sure you want to leave?',
      popContent: 'Your loan is almost ready. Leaving now cancels this application.',
      popAgreementUrl: `${EXTERNAL}/agreement/loan`,
      receiveAmount: 485000,
      annualRate: '18.25',
      fees: [{ name: 'Service fee', amount: 15000 }],
    },
    'p-200': {
      comProductLogo: productMark(products.second),
      comProductName: products.second,
      amount: 200000,
      periods: 1,
      termUnit: 120,
      details: [{ text: 'Received amount', value: amount(190000) }],
      receiveAmount: 190000,
      // No annualRate: the key fact statement says the lender did not provide it.
      fees: [{ name: 'Service fee', amount: 10000 }],
      repay_plans: [
        { title: 'Period 1', description: 'Principal and interest', amount: 212000, pay_time: '2027-03-22' },
      ],
      pRateDsc: 'Daily interest 0.05%',
      isPopType: 0,
    },
    // Above one lakh: India writes it ₹1,50,000.00, the Philippines ₱150,000.00.
    'p-300': {
      comProductLogo: productMark(products.business),
      comProductName: products.business,
      amount: 15000000,
      periods: 1,
      termUnit: 180,
      details: [
        { text: 'Received amount', value: amount(14550000) },
        { text: 'Service fee', value: amount(450000) },
      ],
      receiveAmount: 14550000,
      annualRate: '14.6',
      fees: [{ name: 'Service fee', amount: 450000 }],
      repay_plans: [
        {
          title: 'Period 1',
          description: 'Principal and interest',
          amount: 16080000,
          pay_time: '2027-06-01',
        },
      ],
      pRateDsc: 'Daily interest 0.04%',
      isPopType: 0,
    },
  };

  const repaymentInfo: RepaymentInfo = {
    repayAmount: 522750,
    repayDate: '2026-12-20',
    productName: products.main,
    productLogo: productMark(products.main),
    detail: [
      { text: 'Principal', value: amount(500000) },
      { text: 'Interest', value: amount(22750) },
      { text: 'Late interest', value: amount(0) },
      { text: 'Paid', value: amount(0) },
    ],
    repayList: [
      {
        logo: channelMark(firstWallet.name),
        name: firstWallet.name,
        channel_number: firstWallet.channelNumber,
      },
      {
        logo: channelMark(secondWallet.name),
        name: secondWallet.name,
        channel_number: secondWallet.channelNumber,
      },
      {
        logo: channelMark(market.store.name),
        name: market.store.name,
        channel_number: market.store.channelNumber,
      },
      {
        logo: channelMark(market.bankTransfer.name),
        name: market.bankTransfer.name,
        channel_number: market.bankTransfer.channelNumber,
      },
    ],
    noticeMsg: market.serverTexts.repayNotice,
    defDetail: {
      payCode: '7123 4567 8901',
      logo: payCodeBanner(market.store.name, '7123 4567 8901'),
      title: market.store.title,
      payNotice: [
        { name: market.store.name, list: [...market.store.steps] },
        { name: firstWallet.name, list: [...market.walletSteps] },
      ],
    },
    isShowReyTop: 1,
    delayInfo: { title: 'Extend your loan by 7 days', delayAmount: 45000 },
    repayPlan: [
      { remark: 'Extension fee', title: '7-day extension', amount: 45000, time: '2026-12-27' },
      { remark: 'Then repay', title: 'Full repayment', amount: 522750, time: '2026-12-27' },
    ],
  };

  /** Repayment info by order where it differs from the default: o-170-plain has no pay code and no banner. */
  const repaymentInfoByOrder: Record<string, RepaymentInfo> = {
    'o-170-plain': { ...repaymentInfo, defDetail: undefined, isShowReyTop: 0 },
  };

  const complaintOrders: OrderSummary[] = [
    {
      orderNo: 'o-174',
      productLogo: productMark(products.main),
      productName: products.main,
      status: 174,
      isShow: 1,
      list: [
        { title: 'Loan amount', value: amount(500000) },
        { title: 'Due date', value: '2026-12-20' },
      ],
    },
    {
      orderNo: 'o-170',
      productLogo: productMark(products.second),
      productName: products.second,
      status: 170,
      isShow: 0,
      list: [
        { title: 'Loan amount', value: amount(200000) },
        { title: 'Due date', value: '2027-01-05' },
      ],
    },
  ];

  /** channel-template answers by templateId: the landing's, a download one and a channel link's. */
  const templates: Record<string, Record<string, string>> = {
    [TEMPLATE_ID]: {
      id: TEMPLATE_ID,
      title: 'Cash in 1 day',
      subtitle: `Up to ${whole(2000000)}`,
      buttonText: 'Get my loan',
      appName: products.apps.landing,
      appLogo: productMark(products.apps.landing),
      downloadUrl: `${EXTERNAL}/app/${apkName(products.apps.landing)}`,
    },
    [DOWNLOAD_TEMPLATE_ID]: {
      id: DOWNLOAD_TEMPLATE_ID,
      title: 'You are one step away',
      subtitle: 'Download the app and sign in with your mobile number.',
      appName: products.apps.download,
      appLogo: productMark(products.apps.download),
      downloadUrl: `${EXTERNAL}/app/${apkName(products.apps.download)}`,
    },
    [LINKS_TEMPLATE_ID]: {
      id: LINKS_TEMPLATE_ID,
      appName: products.apps.lite,
      downloadUrl: `${EXTERNAL}/app/${apkName(products.apps.lite)}`,
    },
  };

  return { recommended, orders, confirms, repaymentInfo, repaymentInfoByOrder, complaintOrders, templates };
}

/** The seeded answers of one world. */
export type SeedWorld = ReturnType<typeof seedWorld>;

/** The default world: the spec's lender in the Philippines writes pesos (`₱5,000.00`). */
export const {
  recommended,
  orders,
  confirms,
  repaymentInfo,
  repaymentInfoByOrder,
  complaintOrders,
  templates,
} = seedWorld(moneyText('PHP'));
