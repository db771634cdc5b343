import type * as v from 'valibot';
import { type ApiResult, request, type RequestOptions, type SuccessRule } from './request';

/**
 * The endpoint functions of `src/services/api/<area>.ts`, each built in one line: its method, its
 * address, the schema of its answer and what it sends. Every one is called `(input, { signal })`,
 * or `({ signal })` when it sends a fixed body, and goes through `request()` exactly as written
 * out by hand would: the same method, address, body, client and success rule (so the same
 * early-request key).
 */

/** What every endpoint function takes last: the abort signal of the actor that asked. */
export type Signal = { signal?: AbortSignal };

/** The fields a call sends: form-encoded in a POST's body, after the common parameters on a GET. */
export type Fields = Record<string, string | number | undefined>;

/** An input whose every field can be sent as it is (the machines' request types are interfaces). */
export type Sendable<I> = { [K in keyof I]: string | number | undefined };

type Answer<S extends v.GenericSchema> = Promise<ApiResult<v.InferOutput<S>>>;

interface Rules {
  /** The form client (swift/eyes headers, body not unwrapped); the JSON client otherwise. */
  client?: 'form';
  /** '00' unless said otherwise (MONEY_SUCCESS for the calls that move money). */
  success?: SuccessRule;
}

/** The three forms of an endpoint, by what `payload` is: a fixed body, a function of the input, or absent. */
interface Builder {
  <S extends v.GenericSchema>(url: string, schema: S, rules: Rules & { payload: Fields }): (options?: Signal) => Answer<S>;
  <I, S extends v.GenericSchema>(
    url: string,
    schema: S,
    rules: Rules & { payload: (input: I) => Fields },
  ): (input: I, options?: Signal) => Answer<S>;
  <S extends v.GenericSchema>(url: string, schema: S, rules?: Rules): <I extends Sendable<I>>(input: I, options?: Signal) => Answer<S>;
}

const endpoint = (method: RequestOptions<v.GenericSchema>['method']) =>
  ((url: string, schema: v.GenericSchema, rules: Rules & { payload?: Fields | ((input: Fields) => Fields) } = {}) => {
    const { payload } = rules;
    const send = (fields: Fields, options?: Signal) => request({ ...rules, method, url, payload: fields, schema, signal: options?.signal });
    // A fixed body: the endpoint takes no input, only the options.
    return typeof payload === 'object'
      ? (options?: Signal) => send(payload, options)
      : (input: Fields, options?: Signal) => send(payload ? payload(input) : input, options);
  }) as Builder;

/**
 * `post(url, schema, rules)<Input>`: posts the input's fields as they are;
 * `post(url, schema, { payload: (input: Input) => fields })`: posts what `payload` makes of it;
 * `post(url, schema, { payload: fields })`: posts that fixed body and takes only the options.
 */
export const post = endpoint('POST');
/** The same three forms for a GET, its fields on the query string after the common parameters. */
export const get = endpoint('GET');
