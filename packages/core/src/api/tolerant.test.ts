import type { AxiosAdapter } from 'axios';
import type * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { defaultBrand } from '../brand/defaultBrand';
import { createHttp } from '../http/client';
import { type DecodeIssue, decode, flag01, int, num, str } from '../http/decode';
import { ApiError } from '../http/errors';
import { complaintApi } from './complaint';
import { goyaApi } from './goya';
import { loanApi } from './loan';

/** An Http whose every call is answered with `body`, and the decode issues it reported. */
function answering(body: unknown) {
  const issues: DecodeIssue[] = [];
  const http = createHttp({ brand: defaultBrand, search: () => '', onDecodeIssue: (i) => issues.push(i) });
  const adapter: AxiosAdapter = async (config) => ({
    data: body,
    status: 200,
    statusText: 'OK',
    headers: {},
    config,
  });
  http.json.defaults.adapter = adapter;
  http.form.defaults.adapter = adapter;
  return { http, issues };
}

const newStyle = (data: unknown) => ({ success: true, code: '200', message: 'ok', data });
const ref = { productId: 'p-1', orderId: 'o-1' };

const product = {
  id: 'p-201',
  logo: 'l.png',
  name: 'Cash',
  buttonText: 'Apply',
  limitRange: '1-2',
  tags: ['a'],
  enabled: '1',
};

const confirm = {
  comProductLogo: 'l.png',
  comProductName: 'Cash',
  amount: 500000,
  periods: 1,
  termUnit: 91,
  details: [{ text: 'Fee', value: '₱1' }],
  repay_plans: [{ title: 'Period 1', amount: 1, pay_time: '2027-01-01' }],
  isPopType: 1,
};

describe('tolerant decoding (issue 13, item 2)', () => {
  it('loan details survive a recommended product whose enabled flag is the number 1', async () => {
    const { http } = answering(
      newStyle({
        orderStatus: 170,
        recProducts: [
          { ...product, enabled: 1 },
          { ...product, enabled: 0 },
        ],
      }),
    );
    const order = await loanApi(http).details(ref);
    expect(order.recProducts.map((p) => p.enabled)).toEqual(['1', '0']);
  });

  it('loan confirm without repay_plans reads the plan as empty', async () => {
    const { repay_plans: _, ...rest } = confirm;
    const { http } = answering(newStyle(rest));
    const loan = await loanApi(http).confirmDetail('p-1');
    expect(loan.repay_plans).toEqual([]);
    expect(loan.amount).toBe(500000);
  });

  it('isPopType "1" reads as the number 1, so the app’s `=== 1` check holds', async () => {
    const { http } = answering(newStyle({ ...confirm, isPopType: '1' }));
    expect((await loanApi(http).confirmDetail('p-1')).isPopType).toBe(1);
    const alt = answering({ code: '00', attach: { ...confirm, isPopType: true, buttonText: 'Go' } });
    expect((await goyaApi(alt.http).loanDetail('p-1')).isPopType).toBe(1);
  });

  it('an unreadable list item is dropped and reported; the rest renders', async () => {
    const { http, issues } = answering(
      newStyle({ orderStatus: '170', recProducts: [product, { ...product, id: null }, 'junk'] }),
    );
    const order = await loanApi(http).details(ref);
    expect(order.recProducts).toHaveLength(1);
    expect(issues.filter((i) => i.kind === 'dropped')).toHaveLength(2);
    expect(issues[0]).toMatchObject({ call: '/v3/loan-details/loan-details', kind: 'dropped' });
    expect(issues.map((i) => i.detail)).toEqual([
      'recProducts.1.id: Expected a number or a string',
      expect.stringMatching(/^recProducts\.2: /),
    ]);
  });

  it('a secondary field of the wrong type gets its default and is reported', async () => {
    const { http, issues } = answering(
      newStyle({ orderStatus: 170, productName: { no: 1 }, isScore: 'yes' }),
    );
    const order = await loanApi(http).details(ref);
    expect(order.productName).toBeUndefined();
    expect(order.isScore).toBeUndefined();
    expect(issues).toEqual([
      expect.objectContaining({ kind: 'defaulted', detail: 'productName: Expected text' }),
      expect.objectContaining({ kind: 'defaulted', detail: 'isScore: Expected a number or a flag' }),
    ]);
  });

  it('numbers where text is expected are written as text; null lists are empty', async () => {
    const { http } = answering(newStyle({ ...confirm, comProductName: 42, details: null }));
    const loan = await loanApi(http).confirmDetail('p-1');
    expect(loan.comProductName).toBe('42');
    expect(loan.details).toEqual([]);
  });

  it('a missing primary fact fails with a malformed ApiError naming the field', async () => {
    const { amount: _, ...rest } = confirm;
    const { http } = answering(newStyle(rest));
    const error = await loanApi(http)
      .confirmDetail('p-1')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'malformed', message: expect.stringMatching(/amount/) });
  });

  it('what was absorbed deep down is reported with its full path; a list that is not a list is empty', async () => {
    const { http, issues } = answering(
      newStyle({
        orderStatus: 170,
        userOrderDetail: { detail: [{ text: 'Fee', value: 1 }, { text: 'Tax' }] },
        recProducts: [{ ...product, tags: ['a', {}], enabled: 'on' }],
        noticeStatusText: 7,
      }),
    );
    const order = await loanApi(http).details(ref);
    expect(order.userOrderDetail?.detail).toEqual([{ text: 'Fee', value: 1 }]);
    expect(order.recProducts[0]).toMatchObject({ tags: ['a'], enabled: '1' });
    expect(order.noticeStatusText).toBe('7');
    expect(issues.map((i) => `${i.kind} ${i.detail}`)).toEqual([
      expect.stringMatching(/^dropped userOrderDetail\.detail\.1\.value: /),
      expect.stringMatching(/^dropped recProducts\.0\.tags\.1: /),
      expect.stringMatching(/^defaulted recProducts\.0\.enabled: /),
    ]);
    const notAList = answering(newStyle({ orderStatus: 170, recProducts: 'none' }));
    expect((await loanApi(notAList.http).details(ref)).recProducts).toEqual([]);
    expect(notAList.issues).toEqual([
      expect.objectContaining({ kind: 'defaulted', detail: 'recProducts: not a list' }),
    ]);
  });

  it('a primary list that is not a list fails the call; a missing one reads as empty', async () => {
    const generic = (data: unknown) => ({ code: '0', message: '', data });
    const broken = answering(generic({ tabs: 'x' }));
    await expect(complaintApi(broken.http).list()).rejects.toMatchObject({ kind: 'malformed' });
    const dropped = answering(generic({}));
    await expect(complaintApi(dropped.http).list()).resolves.toEqual({ tabs: [] });
    expect(dropped.issues).toEqual([]);
  });

  it('a primary list none of whose items can be read fails the call; one readable item is enough', async () => {
    const generic = (data: unknown) => ({ code: '0', message: '', data });
    const none = answering(generic({ tabs: [{ items: [] }, 7] }));
    await expect(complaintApi(none.http).list()).rejects.toMatchObject({ kind: 'malformed' });
    const one = answering(generic({ tabs: [{ title: 'All', items: [] }, 7] }));
    await expect(complaintApi(one.http).list()).resolves.toEqual({ tabs: [{ title: 'All', items: [] }] });
    expect(one.issues.map((i) => i.kind)).toEqual(['dropped']);
  });

  it('unreadable agreements fail their call instead of reading as none (Next would skip them)', async () => {
    const { http } = answering(newStyle({ data: [{ url: 1 }] }));
    await expect(loanApi(http).contracts('p-1')).rejects.toMatchObject({ kind: 'malformed' });
  });

  it('a reporter that throws does not fail the call', async () => {
    const { http } = answering(newStyle({ orderStatus: 170, recProducts: ['junk'] }));
    const throwing = {
      ...http,
      onDecodeIssue: () => {
        throw new Error('reporter down');
      },
    };
    await expect(loanApi(throwing).details(ref)).resolves.toMatchObject({ recProducts: [] });
  });
});

describe('the coercions', () => {
  const read = (schema: v.GenericSchema, value: unknown) => {
    const result = decode(schema, value);
    return result.success ? result.output : 'unreadable';
  };

  it.each([
    [1, 1],
    ['1', 1],
    [true, 1],
    [0, 0],
    ['0', 0],
    [false, 0],
    ['91', 91],
    [' 2 ', 2],
    ['', 'unreadable'],
    ['yes', 'unreadable'],
    [null, 'unreadable'],
    [{}, 'unreadable'],
  ])('a flag %j reads as %j', (value, expected) => {
    expect(read(int, value)).toBe(expected);
  });

  it.each([
    [1, '1'],
    ['1', '1'],
    [true, '1'],
    [0, '0'],
    ['0', '0'],
    [false, '0'],
    [2, 'unreadable'],
    ['on', 'unreadable'],
  ])('an enabled flag %j reads as %j', (value, expected) => {
    expect(read(flag01, value)).toBe(expected);
  });

  it('text takes numbers as digits; amounts pass as sent; nothing else is guessed', () => {
    expect(read(str, 42)).toBe('42');
    expect(read(str, true)).toBe('unreadable');
    expect(read(num, '5000.00')).toBe('5000.00');
    expect(read(num, 7)).toBe(7);
    expect(read(num, false)).toBe('unreadable');
    expect(read(num, Number.NaN)).toBe('unreadable');
  });
});
