import { isAxiosError } from 'axios';
import type * as v from 'valibot';
import type { Http, RequestConfig } from './client';
import { decode, describeIssue } from './decode';
import { type Family, openEnvelope } from './envelope';
import { ApiError } from './errors';
import { mapKeys } from './keys';

/**
 * One call of spec 7: its family (envelope), verb, path constant, client and the shape of its
 * payload. The api functions send it and the sandbox answers it (`callDefs`): one contract.
 */
export interface CallDef<S extends v.GenericSchema = v.GenericSchema> {
  family: Family;
  method: 'get' | 'post';
  path: string;
  /** Default `json`; the goya variant uses `form` (spec 7). */
  client?: 'json' | 'form';
  schema: S;
}

export interface CallOptions extends RequestConfig {
  /** Show the loading indicator while this call runs. Default `false`. */
  loading?: boolean;
  /** Extra query params (a POST whose spec puts a field in the query string). */
  query?: Record<string, string | number>;
}

/** A failure below the envelope, turned into a typed ApiError with the original as its cause. */
export function transportError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (isAxiosError(error)) {
    if (error.code === 'ECONNABORTED' || error.code === 'ETIMEDOUT') {
      return new ApiError('transport', 'The server took too long to answer.', {
        reason: 'timeout',
        cause: error,
      });
    }
    if (error.response) {
      const status = error.response.status;
      return new ApiError('transport', `The server answered ${status}.`, {
        reason: 'http',
        status,
        cause: error,
      });
    }
  }
  return new ApiError('transport', 'The server could not be reached.', { reason: 'network', cause: error });
}

/** Sends one call and returns its checked payload; every failure is an ApiError (DESIGN.md). */
export async function call<S extends v.GenericSchema>(
  http: Http,
  def: CallDef<S>,
  payload?: object,
  options: CallOptions = {},
): Promise<v.InferOutput<S>> {
  try {
    return await send(http, def, payload, options);
  } catch (error) {
    // The app's own hook must not change the failure the caller sees.
    try {
      if (error instanceof ApiError) http.onFailure?.(error);
    } catch {
      // Best effort.
    }
    throw error;
  }
}

async function send<S extends v.GenericSchema>(
  http: Http,
  def: CallDef<S>,
  payload: object | undefined,
  options: CallOptions,
): Promise<v.InferOutput<S>> {
  const { loading = false, query, ...config } = options;
  const client = def.client === 'form' ? http.form : http.json;
  let body: unknown;
  if (loading) http.loading(true);
  try {
    body = await client.request({
      url: http.brand.decodePath(def.path),
      method: def.method,
      params: def.method === 'get' ? { ...payload, ...query } : query,
      data: def.method === 'post' ? payload : undefined,
      ...config,
    });
  } catch (error) {
    throw transportError(error);
  } finally {
    if (loading) http.loading(false);
  }
  const data = openEnvelope(def.family, mapKeys(body, http.brand.keyMap));
  const checked = decode(def.schema, data);
  for (const issue of checked.absorbed) {
    // A reporter's own failure must not fail the call it reports on.
    try {
      http.onDecodeIssue?.({ call: def.path, ...issue });
    } catch {
      // Reporting is best effort.
    }
  }
  if (!checked.success) {
    throw new ApiError(
      'malformed',
      `The server's answer has no readable ${describeIssue(checked.issue)} (${def.path}).`,
    );
  }
  return checked.output;
}
