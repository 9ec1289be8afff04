import axios, { type AxiosInstance, type AxiosRequestConfig } from 'axios';
import type { BrandConfig } from '../brand/types';
import { REQUEST_TIMEOUT_MS } from '../constants';
import type { DecodeIssue } from './decode';
import type { ApiError } from './errors';

/** The device and app params that ride in the query string of every call (spec 7, General). */
export const commonQueryParams = [
  'deviceId',
  'appVersion',
  'userId',
  'appName',
  'sessionId',
  'clientType',
  'merchantNumber',
  'mobilePhone',
] as const;

export interface HttpOptions {
  /** Base URL, path decoder and key map of the brand. */
  brand: Pick<BrandConfig, 'apiBaseUrl' | 'decodePath' | 'keyMap' | 'complaintInitVerb'>;
  /** The page's query string, read at each call; default `window.location.search` (or '' outside a browser). */
  search?: () => string;
  /** Request timeout; default 60000 ms (spec 7, 9). */
  timeout?: number;
  /** Shows or hides the loading toast ('loading...'), so that core stays UI-free. */
  onLoading?: (loading: boolean) => void;
  /** Overrides the brand's base URL (tests, another host). */
  baseURL?: string;
  /** Extra page params copied into every call's query, e.g. the sandbox's `__fault`. Default none. */
  forwardParams?: readonly string[];
  /**
   * Told of every list item dropped and every secondary field defaulted while decoding an answer
   * (tolerant decoding); the app reports them, e.g. as a `burialPoint`. Default none.
   */
  onDecodeIssue?: (issue: DecodeIssue) => void;
  /**
   * Told of every failed call before its ApiError is thrown, e.g. to send the borrower to log in again
   * once when the session has expired (docs/decisions/session-expiry.md). Default none.
   */
  onFailure?: (error: ApiError) => void;
}

export interface Http {
  /** JSON-style client: X-Requested-With plus `building` and `gather` headers. */
  json: AxiosInstance;
  /** Form-encoded client: X-Requested-With plus `swift` and `eyes` headers. */
  form: AxiosInstance;
  brand: HttpOptions['brand'];
  /** Counts calls that asked for the loading indicator; it shows while any runs. */
  loading: (on: boolean) => void;
  /** The `onDecodeIssue` hook of the options, if any. */
  onDecodeIssue?: (issue: DecodeIssue) => void;
  /** The `onFailure` hook of the options, if any. */
  onFailure?: (error: ApiError) => void;
}

const pageSearch = () => (typeof window === 'undefined' ? '' : window.location.search);

/** Builds the two HTTP clients of spec 7: body only, failures rejected unchanged, no automatic retry. */
export function createHttp(options: HttpOptions): Http {
  const search = options.search ?? pageSearch;
  const query = () => new URLSearchParams(search());
  const make = (headerNames: readonly string[], contentType: string) => {
    const instance = axios.create({
      baseURL: options.baseURL ?? options.brand.apiBaseUrl,
      timeout: options.timeout ?? REQUEST_TIMEOUT_MS,
      headers: { 'X-Requested-With': 'XMLHttpRequest', 'Content-Type': contentType },
    });
    instance.interceptors.request.use((config) => {
      const q = query();
      // Header values come from same-named query params, empty when absent (spec 7).
      for (const name of headerNames) config.headers.set(name, q.get(name) ?? '');
      const names = [...commonQueryParams, ...(options.forwardParams ?? [])];
      const common = Object.fromEntries(names.flatMap((n) => (q.has(n) ? [[n, q.get(n) ?? '']] : [])));
      config.params = { ...common, ...(config.params as Record<string, unknown> | undefined) };
      return config;
    });
    instance.interceptors.response.use((response) => response.data);
    return instance;
  };
  let running = 0;
  return {
    json: make(['building', 'gather'], 'application/json'),
    // axios serialises a plain object as URLSearchParams for this content type.
    form: make(['swift', 'eyes'], 'application/x-www-form-urlencoded'),
    brand: options.brand,
    ...(options.onDecodeIssue ? { onDecodeIssue: options.onDecodeIssue } : {}),
    ...(options.onFailure ? { onFailure: options.onFailure } : {}),
    loading: (on) => {
      running = Math.max(0, running + (on ? 1 : -1));
      if ((on && running === 1) || (!on && running === 0)) options.onLoading?.(on);
    },
  };
}

export type RequestConfig = Pick<AxiosRequestConfig, 'onUploadProgress' | 'signal' | 'timeout' | 'headers'>;
