import { SMS_CODE_LENGTH } from '../constants/limits';
import type { Validation } from './result';
import { invalid, text, valid } from './result';

/** Pay requires a chosen bank card: '请先选择付款银行卡！' (spec 4, 5). */
export function validateRepaymentCard(cardId: unknown): Validation {
  return text(cardId).trim() === '' ? invalid('repay.chooseCard') : valid;
}

/** The repayment SMS code must be at least 6 characters: '请输入正确的验证码' (spec 5). */
export function validateRepaymentCode(code: unknown): Validation {
  return text(code).trim().length >= SMS_CODE_LENGTH ? valid : invalid('repay.wrongCode');
}
