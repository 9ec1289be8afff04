import { type AxiosAdapter, AxiosError, type InternalAxiosRequestConfig } from 'axios';
import { describe, expect, it } from 'vitest';
import { loanApi } from '../api/loan';
import { defaultBrand } from '../brand/defaultBrand';
import { defineBrand } from '../brand/define';
import { createHttp } from './client';
import { ApiError, isSessionExpired } from './errors';

describe('isSessionExpired', () => {
  it('HTTP 401 means the session expired, in every brand', () => {
    const error = new ApiError('transport', 'The server answered 401.', { reason: 'http', status: 401 });
    expect(isSessionExpired(defaultBrand, error)).toBe(true);
    expect(isSessionExpired({}, error)).toBe(true);
  });

  it("a business code the brand lists means it; the default brand's is 401", () => {
    expect(isSessionExpired(defaultBrand, new ApiError('server', 'Please log in', { code: '401' }))).toBe(
      true,
    );
    const brand = defineBrand({ sessionExpiredCodes: ['9001', 'TOKEN_EXPIRED'] }, defaultBrand);
    expect(isSessionExpired(brand, new ApiError('server', 'x', { code: 'TOKEN_EXPIRED' }))).toBe(true);
    expect(isSessionExpired(brand, new ApiError('server', 'x', { code: '401' }))).toBe(false);
  });

  it('any other failure does not', () => {
    expect(isSessionExpired(defaultBrand, new ApiError('server', 'x', { code: '800006' }))).toBe(false);
    expect(isSessionExpired(defaultBrand, new ApiError('server', 'x'))).toBe(false);
    expect(
      isSessionExpired(defaultBrand, new ApiError('transport', 'x', { reason: 'http', status: 403 })),
    ).toBe(false);
    expect(isSessionExpired(defaultBrand, new ApiError('transport', 'x', { reason: 'network' }))).toBe(false);
    expect(isSessionExpired(defaultBrand, new Error('401'))).toBe(false);
  });

  it('a brand cannot list an empty code (it would match an answer without one)', () => {
    expect(() => defineBrand({ sessionExpiredCodes: [''] }, defaultBrand)).toThrow(/sessionExpiredCodes/);
  });
});

describe("the http client's onFailure", () => {
  function failingWith(answer: AxiosAdapter) {
    const failures: ApiError[] = [];
    const http = createHttp({ brand: defaultBrand, search: () => '', onFailure: (e) => failures.push(e) });
    http.json.defaults.adapter = answer;
    http.form.defaults.adapter = answer;
    return { api: loanApi(http), failures };
  }

  it('hears of a 401 and of a business code, with the error the caller gets', async () => {
    const unauthorised: AxiosAdapter = async (config) => {
      const response = { data: '', status: 401, statusText: '', headers: {}, config };
      throw new AxiosError('401', 'ERR_BAD_REQUEST', config as InternalAxiosRequestConfig, null, response);
    };
    const { api, failures } = failingWith(unauthorised);
    const thrown = await api.playDetail({ orderId: 'o', productId: 'p' }).catch((e: unknown) => e);
    expect(failures).toEqual([thrown]);
    expect(isSessionExpired(defaultBrand, thrown)).toBe(true);

    const refused: AxiosAdapter = async (config) => ({
      data: { success: false, code: '401', message: 'Session expired', data: null },
      status: 200,
      statusText: 'OK',
      headers: {},
      config,
    });
    const second = failingWith(refused);
    const business = await second.api.playDetail({ orderId: 'o', productId: 'p' }).catch((e: unknown) => e);
    expect(second.failures).toEqual([business]);
    expect(isSessionExpired(defaultBrand, business)).toBe(true);
  });

  it('a hook that throws does not change the failure the caller sees', async () => {
    const http = createHttp({
      brand: defaultBrand,
      search: () => '',
      onFailure: () => {
        throw new Error('hook');
      },
    });
    http.json.defaults.adapter = async (config) => ({
      data: { success: false, code: '9', message: 'No', data: null },
      status: 200,
      statusText: 'OK',
      headers: {},
      config,
    });
    http.form.defaults.adapter = http.json.defaults.adapter;
    const thrown = await loanApi(http)
      .playDetail({ orderId: 'o', productId: 'p' })
      .catch((e: unknown) => e);
    expect(thrown).toBeInstanceOf(ApiError);
    expect((thrown as ApiError).message).toBe('No');
  });
});
