import axios, { type AxiosProgressEvent } from 'axios';
import * as v from 'valibot';
import { feedback } from '@/services/feedback';
import { commonParams } from '@/services/session';
import { formClient, jsonClient } from './clients';
import { adopt } from './early';

/** Success rule of §7/§8: '00' for most endpoints, a code that parses to 0 for the shared helper. */
export type SuccessRule = '00' | 'zero';

export type ApiResult<T> =
  | { success: true; code: string; message: string; data: T; raw: unknown }
  | { success: false; code: string; message: string; data: unknown; raw: unknown };

export type ApiErrorKind = 'network' | 'timeout' | 'http' | 'shape' | 'aborted';

/** A fault the caller cannot turn into a domain outcome: machines route it to `onError`. */
export class ApiError extends Error {
  // Declared, not class fields: set in the constructor, without a define step per field in the bundle.
  declare readonly kind: ApiErrorKind;
  declare readonly url: string;
  declare readonly status?: number;

  constructor(kind: ApiErrorKind, message: string, url: string, status?: number) {
    super(message);
    this.kind = kind;
    this.url = url;
    this.status = status;
    this.name = 'ApiError';
  }
}

const textOrNumber = v.union([v.string(), v.number()]);
const Envelope = v.object({
  code: textOrNumber,
  message: v.nullish(textOrNumber),
  msg: v.nullish(v.string()),
  data: v.nullish(v.unknown()),
});

export interface RequestOptions<TSchema extends v.GenericSchema> {
  client?: 'json' | 'form';
  method: 'GET' | 'POST';
  url: string;
  payload?: Record<string, string | number | undefined> | FormData;
  /** Schema of `data` on success; a body that does not match becomes ApiError('shape'). */
  schema: TSchema;
  success?: SuccessRule;
  /** Shows the loading indicator with this message until the response arrives. */
  loading?: string;
  signal?: AbortSignal;
  onUploadProgress?: (fraction: number) => void;
}

/**
 * The calls that move money or commit the borrower (repayment-commit, -confirm, -huichao,
 * generate-vcode, loan-detail-push) take '00' or any code that parses to 0 as success (§7, §8):
 * reading a server's 0 as a refusal would offer to pay again for money already taken.
 */
export const MONEY_SUCCESS: SuccessRule = 'zero';

export function isSuccessCode(code: string, rule: SuccessRule): boolean {
  if (rule === '00') return code === '00';
  const trimmed = code.trim();
  return trimmed !== '' && Number(trimmed) === 0;
}

function stringify(payload: Record<string, string | number | undefined>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(payload)) {
    if (value !== undefined) out[key] = String(value);
  }
  return out;
}

function toApiError(error: unknown, url: string): ApiError {
  if (error instanceof ApiError) return error;
  if (axios.isCancel(error)) return new ApiError('aborted', 'Request aborted', url);
  if (axios.isAxiosError(error)) {
    if (error.code === 'ECONNABORTED' || error.code === 'ETIMEDOUT') {
      return new ApiError('timeout', 'The server took too long to answer', url);
    }
    if (error.response) {
      return new ApiError('http', `HTTP ${error.response.status}`, url, error.response.status);
    }
    return new ApiError('network', 'No connection to the server', url);
  }
  return new ApiError('network', error instanceof Error ? error.message : String(error), url);
}

/**
 * The shared helper of §7: common parameters on every query string, POST bodies form-encoded,
 * GET payload after the common parameters, optional loading indicator, envelope normalised to
 * `{ success, code, message, data, raw }`. A failure code resolves with `success: false` and the
 * server's message; the helper never toasts it: the machine that asked decides what the user sees
 * (the message toasted, shown in the page, or nothing). Network faults and malformed bodies reject
 * with a typed ApiError.
 */
export async function request<TSchema extends v.GenericSchema>(
  options: RequestOptions<TSchema>,
): Promise<ApiResult<v.InferOutput<TSchema>>> {
  const { method, url, payload, schema, loading, signal, onUploadProgress: progress } = options;
  const rule = options.success ?? '00';
  const form = options.client === 'form';
  const client = form ? formClient : jsonClient;
  const isMultipart = payload instanceof FormData;
  const fields = payload === undefined || isMultipart ? {} : stringify(payload as Record<string, string>);

  const query = new URLSearchParams(commonParams());
  if (method === 'GET') for (const [key, value] of Object.entries(fields)) query.append(key, value);
  const fullUrl = `${url}${url.includes('?') ? '&' : '?'}${query.toString()}`;

  const body = method === 'POST' ? (isMultipart ? payload : new URLSearchParams(fields).toString()) : undefined;
  const headers =
    method === 'POST' && !isMultipart ? { 'Content-Type': 'application/x-www-form-urlencoded' } : undefined;

  const send = () =>
    client.request({
      method,
      url: fullUrl,
      data: body,
      headers,
      signal,
      onUploadProgress: progress && ((event: AxiosProgressEvent) => progress(event.total ? event.loaded / event.total : 0)),
    });
  // The same call, sent by the HTML before the screen existed (services/http/early.ts): same key,
  // one request; if it failed, this one is sent instead.
  const key = `${method} ${fullUrl} ${typeof body === 'string' ? body : ''}`;
  const early = isMultipart ? null : adopt(key);

  const hide = loading === undefined ? undefined : feedback.loading(loading);
  let raw: unknown;
  try {
    const sent = async () => {
      const response: unknown = await send();
      // The JSON client already unwrapped the body; the form client hands back the axios response.
      return form ? (response as { data: unknown }).data : response;
    };
    raw = early ? await early.catch(sent) : await sent();
  } catch (error) {
    throw toApiError(error, url);
  } finally {
    hide?.();
  }

  const envelope = v.safeParse(Envelope, raw);
  if (!envelope.success) throw new ApiError('shape', 'The server answered in an unexpected format', url);
  const code = String(envelope.output.code).trim();
  // A blank code says nothing about what the server did: as unclear as no answer at all.
  if (code === '') throw new ApiError('shape', 'The server answered without a code', url);
  const message = String(envelope.output.message ?? envelope.output.msg ?? '');

  if (!isSuccessCode(code, rule)) {
    return { success: false, code, message, data: envelope.output.data, raw };
  }
  const data = v.safeParse(schema, envelope.output.data);
  if (!data.success) throw new ApiError('shape', 'The server answered in an unexpected format', url);
  return { success: true, code, message, data: data.output, raw };
}
