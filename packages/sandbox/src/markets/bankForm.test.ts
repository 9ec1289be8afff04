import {
  type BankFormItem,
  bankChannelItem,
  bankFieldKind,
  normaliseBankValue,
  visibleBankItems,
} from '@loan/core';
import { describe, expect, it } from 'vitest';
import { bankFormItems, bankFormLabels } from './bankForm';
import { india, philippines } from './index';

/** The items as the kit reads them (card-init's schema gives an item without choices an empty list). */
const parsed = (items: ReturnType<typeof bankFormItems>): BankFormItem[] =>
  items.map((item) => ({ ...item, note: item.note ?? [] }) as BankFormItem);
const titles = (items: readonly BankFormItem[]) => items.map((item) => item.title);

describe('bank binding’s form of the Philippines', () => {
  it('is the spec lender’s form, item for item (the default brand’s journeys rely on it)', () => {
    expect(bankFormItems(philippines)).toEqual([
      {
        code: 'accountName',
        title: 'Account name',
        subtitle: 'Name on the account',
        cate: 'text',
        cardTypeMi: 0,
        inputType: 'text',
      },
      {
        code: 'channel',
        title: 'Bank or e-wallet',
        subtitle: 'Choose',
        cate: 'enum',
        cardTypeMi: 1,
        note: [
          { name: 'GCash', type: 90006 },
          { name: 'Maya', type: 90007 },
        ],
      },
      {
        code: 'walletNumber',
        title: 'GCash number',
        subtitle: '11 digits',
        cate: 'text',
        cardTypeMi: 1,
        channelNumber: 90006,
        inputType: 'phone',
      },
      {
        code: 'mayaNumber',
        title: 'Maya number',
        subtitle: '11 digits',
        cate: 'text',
        cardTypeMi: 1,
        channelNumber: 90007,
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
        note: [
          { name: 'Manila', type: 1001 },
          { name: 'Quezon City', type: 1002 },
          { name: 'Cebu City', type: 1003 },
          { name: 'Davao City', type: 1004 },
        ],
      },
      { code: 'salaryDay', title: 'Pay day', subtitle: 'Day of the month', cate: 'day', cardTypeMi: 0 },
      {
        code: 'idNumber',
        title: 'ID number',
        subtitle: 'Digits only',
        cate: 'text',
        cardTypeMi: 0,
        inputType: 'number',
      },
    ]);
    expect(bankFormLabels(philippines)).toEqual({
      accountName: { title: 'Account name', subtitle: 'Name on the account' },
      wallet: 'GCash number',
      bank: 'Card number',
    });
  });
});

describe('bank binding’s form of India', () => {
  const items = parsed(bankFormItems(india));

  it('asks for the bank account number and the IFSC on the bank tab, no card number and no city', () => {
    expect(titles(visibleBankItems(items, 2, {}))).toEqual([
      'Account holder name',
      'Bank account number',
      'IFSC',
      'Pay day',
      'PAN',
    ]);
    expect(items.some((item) => item.cate === 'citySelect')).toBe(false);
    const ifsc = items.find((item) => item.code === 'ifsc');
    expect(ifsc?.subtitle).toBe('11 characters, on your cheque book');
  });

  it('asks for one UPI ID whichever UPI app is chosen, UPI first', () => {
    const channel = bankChannelItem(items);
    expect(channel?.title).toBe('UPI app');
    expect(channel?.note.map((option) => option.name)).toEqual([
      'Any UPI app',
      'PhonePe',
      'Paytm',
      'Google Pay',
    ]);
    for (const option of channel?.note ?? []) {
      const shown = visibleBankItems(items, 1, { channel: String(option.type) });
      expect(titles(shown), option.name).toEqual([
        'Account holder name',
        'UPI app',
        'UPI ID',
        'Pay day',
        'PAN',
      ]);
    }
    expect(bankFormLabels(india)).toEqual({
      accountName: { title: 'Account holder name', subtitle: 'As on your bank passbook' },
      wallet: 'UPI ID',
      bank: 'Bank account number',
    });
  });

  it('keeps what Indians type: the PAN’s and the IFSC’s letters, the UPI ID’s @, the account number’s digits', () => {
    const field = (code: string) => items.find((item) => item.code === code) as BankFormItem;
    const form = india.bankForm;
    expect(form).toBeDefined();
    for (const sample of [form?.idItem, form?.walletItem, ...(form?.bankItems ?? [])]) {
      if (!sample) continue;
      expect(normaliseBankValue(field(sample.code), sample.sample), sample.code).toBe(sample.sample);
    }
    expect(bankFieldKind(field('pan'))).toBe('text');
    expect(normaliseBankValue(field('pan'), 'ABCDE1234F')).toBe('ABCDE1234F');
    expect(normaliseBankValue(field('ifsc'), 'HDFC0001234')).toBe('HDFC0001234');
    expect(normaliseBankValue(field('upiId'), 'rahul@okaxis')).toBe('rahul@okaxis');
    expect(bankFieldKind(field('accountNumber'))).toBe('number');
    expect(normaliseBankValue(field('accountNumber'), '5010 0234-5678')).toBe('501002345678');
  });
});
