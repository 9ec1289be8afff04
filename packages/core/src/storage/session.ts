import { webStorage } from './web';

/** The session flag that hides the kind-tips dialog once the user went to repayment (spec 4). */
export const SHOW_BANK_TIP = 'showBankTip';

/** Whether `showBankTip` is set in session storage; `false` when storage is unreachable. */
export function isBankTipFlagSet(): boolean {
  try {
    const storage = webStorage('sessionStorage');
    return storage ? storage.getItem(SHOW_BANK_TIP) !== null : false;
  } catch {
    return false;
  }
}

/** Sets `showBankTip` (spec 4: when going to repayment). Returns whether it was stored. */
export function setBankTipFlag(): boolean {
  try {
    const storage = webStorage('sessionStorage');
    if (!storage) return false;
    storage.setItem(SHOW_BANK_TIP, '1');
    return true;
  } catch {
    return false;
  }
}
