import type { BankFormItemWire } from '@loan/core';
import type { DemoBankField, DemoMarket } from './types';

// Bank binding's form as a market's lender sends it (card-init, spec 3 to 5): the sandbox seeds it,
// the stories draw it and the journeys read its labels, so all three show one form per market. The
// default is the Philippine form the spec's lender sends; a market with a `bankForm` (India: account
// number, IFSC, a UPI ID, the PAN) says what its lender asks instead (docs/decisions/market-data.md).

const textItem = (field: DemoBankField, cardTypeMi: number): BankFormItemWire => ({
  code: field.code,
  title: field.title,
  subtitle: field.subtitle,
  cate: 'text',
  cardTypeMi,
  inputType: field.inputType,
});

/** The form's items: every tab's (cardTypeMi 0), the e-wallet tab's (1) and the bank tab's (2). */
export function bankFormItems(market: DemoMarket): BankFormItemWire[] {
  const [first, second] = market.wallets;
  const form = market.bankForm;
  const channel: BankFormItemWire = {
    code: 'channel',
    title: form?.channelTitle ?? 'Bank or e-wallet',
    subtitle: 'Choose',
    cate: 'enum',
    cardTypeMi: 1,
    note: market.wallets.map((wallet) => ({ name: wallet.name, type: wallet.channelNumber })),
  };
  const salaryDay: BankFormItemWire = {
    code: 'salaryDay',
    title: 'Pay day',
    subtitle: 'Day of the month',
    cate: 'day',
    cardTypeMi: 0,
  };
  if (form)
    return [
      textItem({ ...form.accountName, inputType: 'text' }, 0),
      channel,
      textItem(form.walletItem, 1),
      ...form.bankItems.map((field) => textItem(field, 2)),
      salaryDay,
      textItem(form.idItem, 0),
    ];
  return [
    {
      code: 'accountName',
      title: 'Account name',
      subtitle: 'Name on the account',
      cate: 'text',
      cardTypeMi: 0,
      inputType: 'text',
    },
    channel,
    {
      code: 'walletNumber',
      title: `${first.name} number`,
      subtitle: market.walletNumberHint,
      cate: 'text',
      cardTypeMi: 1,
      channelNumber: first.channelNumber,
      inputType: 'phone',
    },
    {
      code: 'mayaNumber',
      title: `${second.name} number`,
      subtitle: market.walletNumberHint,
      cate: 'text',
      cardTypeMi: 1,
      channelNumber: second.channelNumber,
      inputType: 'phone',
    },
    {
      code: 'cardNo',
      title: 'Card number',
      subtitle: '16 to 19 digits',
      cate: 'text',
      cardTypeMi: 2,
      inputType: 'card',
    },
    {
      code: 'bankCity',
      title: 'Bank city',
      subtitle: 'Choose a city',
      cate: 'citySelect',
      cardTypeMi: 2,
      note: market.cities.slice(0, 4).map((name, i) => ({ name, type: 1001 + i })),
    },
    salaryDay,
    {
      code: 'idNumber',
      title: 'ID number',
      subtitle: 'Digits only',
      cate: 'text',
      cardTypeMi: 0,
      inputType: 'number',
    },
  ];
}

/**
 * The labels a journey looks for, read from the items: the account name field (and its placeholder),
 * the field the e-wallet tab shows for the first channel, and the bank tab's first field.
 */
export function bankFormLabels(market: DemoMarket): {
  accountName: { title: string; subtitle: string };
  wallet: string;
  bank: string;
} {
  const items = bankFormItems(market);
  const first = market.wallets[0].channelNumber;
  const title = (found: BankFormItemWire | undefined) => String(found?.title ?? '');
  const account = items.find((item) => item.code === 'accountName');
  return {
    accountName: { title: title(account), subtitle: String(account?.subtitle ?? '') },
    wallet: title(
      items.find(
        (item) =>
          item.cate === 'text' &&
          Number(item.cardTypeMi) === 1 &&
          (item.channelNumber === undefined || Number(item.channelNumber) === first),
      ),
    ),
    bank: title(items.find((item) => Number(item.cardTypeMi) === 2)),
  };
}
