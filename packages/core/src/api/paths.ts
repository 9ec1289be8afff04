import { bankCalls } from './bank';
import { complaintCalls } from './complaint';
import { eventsCalls } from './events';
import { goyaCalls } from './goya';
import { loanCalls } from './loan';
import { getCaptchaPath, promotionCalls } from './promotion';
import { repaymentCalls } from './repayment';
import { serviceCalls } from './service';

/**
 * Every path constant of spec section 7 by call name, read from the call definitions (a brand may store
 * them obfuscated; `decodePath` turns them back). Each path is declared beside its call, so a route's
 * chunk carries only the paths of the api groups it builds.
 */
export const apiPaths = {
  cardInit: bankCalls.cardInit.path,
  bindCardNew: bankCalls.bindCardNew.path,
  bindCardChange: bankCalls.bindCardChange.path,
  problemInit: complaintCalls.problemInit.path,
  problemSave: complaintCalls.problemSave.path,
  uploadProblemImg: complaintCalls.uploadProblemImg.path,
  problemList: complaintCalls.problemList.path,
  problemDetail: complaintCalls.problemDetail.path,
  saveScore: complaintCalls.saveScore.path,
  contactInfo: serviceCalls.contactInfo.path,
  repaymentWay: repaymentCalls.repaymentWay.path,
  repaymentCommit: repaymentCalls.repaymentCommit.path,
  repaymentConfirm: repaymentCalls.repaymentConfirm.path,
  repaymentHuichao: repaymentCalls.repaymentHuichao.path,
  channelTemplate: promotionCalls.channelTemplate.path,
  trackVisit: promotionCalls.trackVisit.path,
  getSid: promotionCalls.getSid.path,
  getCaptcha: getCaptchaPath,
  getSms: promotionCalls.getSms.path,
  trackClick: promotionCalls.trackClick.path,
  register: promotionCalls.register.path,
  villages: loanCalls.villages.path,
  loanPlayDetail: loanCalls.loanPlayDetail.path,
  generateVcode: loanCalls.generateVcode.path,
  loanDetailConfirm: loanCalls.loanDetailConfirm.path,
  contract: loanCalls.contract.path,
  contractJump: loanCalls.contractJump.path,
  loanDetailPush: loanCalls.loanDetailPush.path,
  loanDetails: loanCalls.loanDetails.path,
  googleScore: loanCalls.googleScore.path,
  eventSave: eventsCalls.eventSave.path,
  goyaLoanDetail: goyaCalls.goyaLoanDetail.path,
  goyaAgreements: goyaCalls.goyaAgreements.path,
  goyaAgreementJump: goyaCalls.goyaAgreementJump.path,
  goyaPush: goyaCalls.goyaPush.path,
  goyaRecommend: goyaCalls.goyaRecommend.path,
  goyaProductClick: goyaCalls.goyaProductClick.path,
  goyaEvent: goyaCalls.goyaEvent.path,
} as const;

export type ApiPathKey = keyof typeof apiPaths;
