// @vitest-environment jsdom
import * as v from 'valibot';
import { beforeEach, describe, expect, it } from 'vitest';
import { type BankFormItemWire, bankFormItem } from '../api/bank';
import { clearBankDraft, readBankDraft, writeBankDraft } from './draft';
import {
  bankCardTypes,
  bankChannel,
  bankChannelItem,
  bankFieldKind,
  bindCardValues,
  serverBankValues,
  visibleBankItems,
} from './form';

const wire: BankFormItemWire[] = [
  { code: 'accountName', title: 'Account name', cate: 'text', cardTypeMi: 0, inputType: 'text' },
  {
    code: 'channel',
    title: 'Bank or e-wallet',
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
    cate: 'text',
    cardTypeMi: 1,
    channelNumber: 90006,
    inputType: 'phone',
  },
  {
    code: 'mayaNumber',
    title: 'Maya number',
    cate: 'text',
    cardTypeMi: '1',
    channelNumber: '90007',
    inputType: 'phone',
  },
  { code: 'cardNo', title: 'Card number', cate: 'text', cardTypeMi: 2, inputType: 'card' },
  {
    code: 'bankCity',
    title: 'Bank city',
    cate: 'citySelect',
    cardTypeMi: 2,
    note: [{ name: 'Manila', type: 1 }],
  },
  { code: 'salaryDay', title: 'Pay day', cate: 'day', cardTypeMi: 0 },
  { code: 'idNumber', title: 'ID number', cate: 'text', cardTypeMi: 0, inputType: 'number' },
];
const items = wire.map((item) => v.parse(bankFormItem, item));
const codes = (list: { code: string }[]) => list.map((item) => item.code);

describe('bank form rules', () => {
  it('field kinds: pickers by cate, text fields by inputType', () => {
    expect(items.map(bankFieldKind)).toEqual([
      'text',
      'enum',
      'phone',
      'phone',
      'card',
      'city',
      'day',
      'number',
    ]);
  });

  it('card types are the non-zero cardTypeMi values plus the default 1', () => {
    expect(bankCardTypes(items)).toEqual([1, 2]);
    expect(bankCardTypes(items.filter((item) => item.code === 'accountName'))).toEqual([1]);
  });

  it('the channel item is the enum whose options carry the items’ channel numbers; default 90006', () => {
    expect(bankChannelItem(items)?.code).toBe('channel');
    expect(bankChannel(items, {})).toBe('90006');
    expect(bankChannel(items, { channel: '90007' })).toBe('90007');
  });

  it('card type 1 shows all-type items, its own, and only the chosen channel’s', () => {
    expect(codes(visibleBankItems(items, 1, {}))).toEqual([
      'accountName',
      'channel',
      'walletNumber',
      'salaryDay',
      'idNumber',
    ]);
    expect(codes(visibleBankItems(items, 1, { channel: '90007' }))).toContain('mayaNumber');
    expect(codes(visibleBankItems(items, 1, { channel: '90007' }))).not.toContain('walletNumber');
  });

  it('card type 2 shows all-type items and its own, never type-1 items', () => {
    expect(codes(visibleBankItems(items, 2, {}))).toEqual([
      'accountName',
      'cardNo',
      'bankCity',
      'salaryDay',
      'idNumber',
    ]);
  });

  it('server values prefill, numbers as digits, and the channel falls back to 90006', () => {
    const prefilled = items.map((item) =>
      item.code === 'cardNo' ? { ...item, value: '4111 1111-1111 1111' } : item,
    );
    expect(serverBankValues(prefilled)).toEqual({ cardNo: '4111111111111111', channel: '90006' });
  });

  it('Next sends what the borrower filled: shown items only, keyed by code, trimmed, numbers as digits', () => {
    const shown = visibleBankItems(items, 1, { channel: '90006' });
    const values = {
      accountName: ' Juan ',
      channel: '90006',
      walletNumber: '0917-123 4567',
      mayaNumber: '1',
      idNumber: '12a3',
    };
    // salaryDay is empty: it is left out and the server names what it needs (spec 5).
    expect(bindCardValues(shown, values)).toEqual({
      accountName: 'Juan',
      channel: '90006',
      walletNumber: '09171234567',
      idNumber: '123',
    });
  });

  it('a partly filled form still sends; blanks, spaces and non-digits in a number item count as not filled', () => {
    const shown = visibleBankItems(items, 2, {});
    expect(bindCardValues(shown, { accountName: '   ', cardNo: 'abc', bankCity: '1' })).toEqual({
      bankCity: '1',
    });
    expect(bindCardValues(shown, {})).toEqual({});
  });
});

describe('bank form draft', () => {
  beforeEach(() => localStorage.clear());

  it('keeps the card type and choices in the spec keys; numbers are never written', () => {
    writeBankDraft(items, 2, {
      accountName: 'Juan',
      channel: '90007',
      walletNumber: '09171234567',
      cardNo: '4111111111111111',
      bankCity: '1',
      salaryDay: '15',
      idNumber: '123',
    });
    expect(JSON.parse(localStorage.getItem('bank') ?? '')).toEqual({ cardType: 2 });
    expect(JSON.parse(localStorage.getItem('enum') ?? '')).toEqual({ channel: '90007' });
    expect(JSON.parse(localStorage.getItem('citySelect') ?? '')).toEqual({ bankCity: '1' });
    expect(JSON.parse(localStorage.getItem('day') ?? '')).toEqual({ salaryDay: '15' });
    expect(JSON.parse(localStorage.getItem('txt') ?? '')).toEqual({ accountName: 'Juan' });
    const everything = Object.keys(localStorage)
      .map((key) => localStorage.getItem(key))
      .join();
    expect(everything).not.toMatch(/09171234567|4111111111111111|"123"/);
    expect(readBankDraft(items)).toEqual({
      cardType: 2,
      values: { accountName: 'Juan', channel: '90007', bankCity: '1', salaryDay: '15' },
    });
  });

  it('never writes a text item that holds an identifier: a digit or an @ (a PAN, an IFSC, a UPI ID)', () => {
    const textItem = (code: string) => ({ ...items[0], code, title: code }) as (typeof items)[number];
    const form = [textItem('accountName'), textItem('pan'), textItem('ifsc'), textItem('upiId')];
    writeBankDraft(form, 2, {
      accountName: 'Priya Raman',
      pan: 'ABCDE1234F',
      ifsc: 'HDFC0001234',
      upiId: 'priya@okaxis',
    });
    expect(JSON.parse(localStorage.getItem('txt') ?? '')).toEqual({ accountName: 'Priya Raman' });
    // One a former build wrote is not read back either.
    localStorage.setItem('txt', JSON.stringify({ accountName: 'Priya Raman', pan: 'ABCDE1234F' }));
    expect(readBankDraft(form).values).toEqual({ accountName: 'Priya Raman' });
  });

  it('drops stale choices: an option no longer offered, a bad day, an unknown card type', () => {
    localStorage.setItem('bank', JSON.stringify({ cardType: 7 }));
    localStorage.setItem('enum', JSON.stringify({ channel: '123' }));
    localStorage.setItem('day', JSON.stringify({ salaryDay: '32' }));
    localStorage.setItem('txt', '{corrupt');
    expect(readBankDraft(items)).toEqual({ values: {} });
  });

  it('clears its keys and leaves the others', () => {
    writeBankDraft(items, 1, { channel: '90006' });
    localStorage.setItem('job', '{}');
    clearBankDraft();
    expect(Object.keys(localStorage)).toEqual(['job']);
  });
});
