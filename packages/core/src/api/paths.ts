// Path constants of every call of spec section 7, under the brand's base URL. A brand may give
// obfuscated constants; `brand.decodePath` turns them back at run time.
const loan = '/api/v1/youmi/youmi-api/service/loan';
const promotion = '/api/v2/youmi/promotion';

export const apiPaths = {
  cardInit: '/bind-card/card-init',
  bindCardNew: '/bind-card/bind-card-new',
  /** The change variant, used when the bank form was opened from loan detail (source=loanDetail). */
  bindCardChange: '/bind-card/bind-card-change',
  problemInit: '/user-problem/problem-init',
  problemSave: '/user-problem/problem-save',
  uploadProblemImg: '/user-problem/upload-problem-img',
  problemList: '/user-problem/problem-list',
  problemDetail: '/user-problem/problem-detail',
  saveScore: '/user-problem/save-score',
  contactInfo: '/v3/personal-center/contact-kf-info',
  repaymentWay: `${loan}/repayment-way`,
  repaymentCommit: `${loan}/repayment-commit`,
  repaymentConfirm: `${loan}/repayment-confirm`,
  repaymentHuichao: `${loan}/repayment-huichao`,
  channelTemplate: '/api/v2/youmi/service/channel/channel-template',
  trackVisit: `${promotion}/track-visit`,
  getSid: `${promotion}/get-sid`,
  getCaptcha: `${promotion}/get-captcha`,
  getSms: `${promotion}/get-sms`,
  trackClick: `${promotion}/track-click`,
  register: `${promotion}/register`,
  villages: '/domestic/villages',
  loanPlayDetail: '/v3/installment/loan-play-detail',
  generateVcode: '/v3/loan-details/generate-vcode',
  loanDetailConfirm: '/v3/loan-confirm/loan-detail-confirm',
  contract: '/v3/contract/contract',
  contractJump: '/v3/contract/contract-jump',
  loanDetailPush: '/v3/loan-confirm/loan-detail-push',
  loanDetails: '/v3/loan-details/loan-details',
  googleScore: '/v3/loan-details/google-score',
  eventSave: '/service/event/save',
  goyaLoanDetail: '/gopia/goya/loan-detail',
  goyaAgreements: '/gopia/goya/agreements',
  goyaAgreementJump: '/gopia/goya/agreement-jump',
  goyaPush: '/gopia/goya/push',
  goyaRecommend: '/gopia/goya/recommend',
  goyaProductClick: '/gopia/goya/product-click',
  goyaEvent: '/gopia/goya/event',
} as const;

export type ApiPathKey = keyof typeof apiPaths;
