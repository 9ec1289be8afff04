// Order statuses, page keys and server codes the screens branch on (spec 2, 4, 8).

/** Order statuses that have their own icon; any other shows the 200 icon (spec 2, Loan details v3). */
export const ORDER_STATUS_ICONS = [21, 110, 151, 170, 174, 180, 200] as const;
/** The icon every unknown status falls back to (spec 2). */
export const DEFAULT_STATUS_ICON = 200;
/** Order statuses, by their behaviour (spec 4, Order status). */
export const ORDER_STATUS = {
  iconOnly: [21, 110, 151],
  repayment: 170,
  overdue: [174, 180],
  borrowAgain: 200,
  /** The one status whose page never follows playeduL (spec 4). */
  noRedirect: 21,
} as const;

/** Page keys of the native shell (spec 2). */
export const PAGE_KEYS = ['setting', 'main', 'login', 'order', 'productDetail'] as const;
export type PageKey = (typeof PAGE_KEYS)[number];

/** Server codes the screens act on (spec 8). */
export const SERVER_CODES = {
  verificationWrong: '800006',
  duplicatePayment: '800005',
  wrongImageCaptcha: '101',
  alreadyRegistered: '11',
  wrongCaptchaOnRegister: '-1',
} as const;
