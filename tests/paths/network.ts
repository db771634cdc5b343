/**
 * The network of a path replay: every endpoint a screen's machine reaches through an invoked actor
 * is held by the harness, which records what the server receives and answers when the path's
 * step says so (the done event's output turned into the server's body, or a dropped connection
 * for the error event). Everything else still goes to the demo backend of mocks/.
 */
import { act } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { expect, vi } from 'vitest';
import type { LandingTemplate } from '@machines/registration/registration.machine';
import type { LoadResult } from '@machines/shared/load';
import { paths } from '@/config';
import { formClient, jsonClient } from '@/services/http/clients';
import { server } from '@mocks/node';

export interface Endpoint<TOutput = never> {
  method: 'GET' | 'POST';
  /** The path the app calls (e.g. paths.app('/user-problem/problem-list')). */
  path: string;
  /** The server's JSON body that makes the actor finish with this output. */
  answer: (output: TOutput) => unknown;
  /**
   * When two actors call the same path (a payment and the request for a new code), which requests
   * are this actor's, by what the server receives; the others go on to the next endpoint.
   */
  accepts?: (request: Pick<ReceivedRequest, 'query' | 'body'>) => boolean;
}

/** What the server received, as a borrower's phone sent it. */
export interface ReceivedRequest {
  actor: string;
  method: string;
  path: string;
  query: Record<string, string>;
  /** Form fields (files by their name), or the query again for GET. */
  body: Record<string, string>;
  files: Record<string, File>;
  headers: Record<string, string>;
}

interface Held {
  request: ReceivedRequest;
  respond: (response: Response) => void;
}

/** The §3 envelope of a success, and of a refusal with its message. */
export const envelope = (data: unknown, code = '00', message = 'success') => ({ code, message, data });
export const refusal = (message: string, code = '01') => ({ code, message, data: null });

/** An endpoint the app POSTs to, answered with `answer` (see Endpoint). */
export const post = <TOutput>(path: string, answer: (output: TOutput) => unknown, accepts?: Endpoint['accepts']): Endpoint<TOutput> => ({
  method: 'POST',
  path,
  answer,
  ...(accepts ? { accepts } : {}),
});
/** An endpoint the app GETs, answered with `answer` (see Endpoint). */
export const get = <TOutput>(path: string, answer: (output: TOutput) => unknown, accepts?: Endpoint['accepts']): Endpoint<TOutput> => ({
  method: 'GET',
  path,
  answer,
  ...(accepts ? { accepts } : {}),
});

/** A load's answer: its data (in the server's own words, `toServer`) in the envelope, or the refusal with its message. */
export const answerLoad =
  <TData>(toServer: (data: TData) => unknown = (data) => data) =>
  (output: LoadResult<TData>) =>
    output.ok ? envelope(toServer(output.data)) : refusal(output.message);

/** The answer of a call whose success carries nothing (a save, a confirmation): null data, or the refusal. */
export const answerSaved = (output: { ok: true } | { ok: false; message: string }) => (output.ok ? envelope(null) : refusal(output.message));

/**
 * A link the server sends under `field`: the URL, or for none (null) a link the app must refuse
 * (safeUrl turns it into null again); or the refusal with its message.
 */
export const answerLink =
  (field = 'url', unsafe = 'javascript:alert(1)') =>
  (output: { ok: true; url: string | null } | { ok: false; message: string }) =>
    output.ok ? envelope({ [field]: output.url ?? unsafe }) : refusal(output.message);

/** The promotion pages' template (registration and download), as channel-template serves it. */
export const CHANNEL_TEMPLATE = get(paths.promotion('/service/channel/channel-template'), answerLoad<LandingTemplate>());

/** The device parameters of the paths' Indian session, on the query string of every call (§2). */
export const SESSION_QUERY: Readonly<Record<string, string>> = { deviceId: 'dev-9', appVersion: '2.4.0', isNeedPop: '1' };
/** The device and market of that session, where an address carries no app version. */
export const DEVICE_QUERY: Readonly<Record<string, string>> = { deviceId: 'dev-9', isNeedPop: '1' };

/** A POST of the JSON client with the session: the device parameters on the query string, spits in the headers (§7). */
export function expectSessionPost(request: ReceivedRequest, query: Readonly<Record<string, string>> = SESSION_QUERY): void {
  expect(request.method).toBe('POST');
  expect(request.query).toMatchObject(query);
  expect(request.headers.spits).toBe('S1');
}

async function read(request: Request): Promise<Pick<ReceivedRequest, 'body' | 'files'>> {
  const body: Record<string, string> = {};
  const files: Record<string, File> = {};
  if (request.method === 'GET') {
    new URL(request.url).searchParams.forEach((value, key) => (body[key] = value));
    return { body, files };
  }
  const type = request.headers.get('content-type') ?? '';
  if (type.includes('multipart/form-data')) {
    (await request.formData()).forEach((value, key) => {
      if (typeof value === 'string') body[key] = value;
      else {
        files[key] = value;
        body[key] = value.name;
      }
    });
  } else {
    new URLSearchParams(await request.text()).forEach((value, key) => (body[key] = value));
  }
  return { body, files };
}

/** Lets pending promises, React and MSW's interceptor run, advancing the fake clock by nothing (`rounds` times). */
export async function flush(rounds = 1): Promise<void> {
  for (let round = 0; round < rounds; round += 1) {
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
  }
}

/** Lets the app run until `done` (an answer travelling through MSW, axios and the actors), or gives up after `rounds`. */
export async function flushUntil(done: () => boolean, rounds = 50): Promise<void> {
  for (let round = 0; round < rounds && !done(); round += 1) await flush();
}

export class NetworkController {
  readonly received: ReceivedRequest[] = [];
  private readonly held = new Map<string, Held[]>();

  constructor(private readonly endpoints: Readonly<Record<string, Endpoint<never>>>) {
    this.watchSignals();
    server.use(
      ...Object.entries(endpoints).map(([actor, endpoint]) =>
        http[endpoint.method === 'GET' ? 'get' : 'post'](`*${endpoint.path}`, async ({ request }) => {
          const url = new URL(request.url);
          const query: Record<string, string> = {};
          url.searchParams.forEach((value, key) => (query[key] = value));
          const headers: Record<string, string> = {};
          request.headers.forEach((value, key) => (headers[key] = value));
          const received: ReceivedRequest = { actor, method: request.method, path: url.pathname, query, headers, ...(await read(request.clone())) };
          if (endpoint.accepts && !endpoint.accepts(received)) return undefined;
          this.received.push(received);
          return new Promise<Response>((respond) => {
            const list = this.held.get(actor) ?? [];
            list.push({ request: received, respond });
            this.held.set(actor, list);
          });
        }),
      ),
    );
  }

  /**
   * Requests still waiting for an answer whose sender has not cancelled them. MSW's XHR
   * interception does not pass an abort on to the server side, so the app's side is watched: the
   * signal each call handed to the HTTP clients.
   */
  stillWanted(): ReceivedRequest[] {
    const keyOf = (path: string, query: string) => `${path}?${query}`;
    const open = [...this.held.values()].flat().map((held) => held.request);
    return open.filter((request) => {
      const key = keyOf(request.path, new URLSearchParams(request.query).toString());
      // The n-th request the server got at this address is the n-th call the clients sent to it.
      const nth = this.received.filter((r) => keyOf(r.path, new URLSearchParams(r.query).toString()) === key).indexOf(request);
      const signal = this.signals.filter((s) => keyOf(s.path, s.query) === key)[nth]?.signal;
      return !signal?.aborted;
    });
  }

  private readonly signals: { path: string; query: string; signal: AbortSignal | undefined }[] = [];
  private readonly ejections: (() => void)[] = [];

  /** Records the abort signal of every call the app's HTTP clients make. */
  private watchSignals(): void {
    for (const client of [jsonClient, formClient]) {
      const id = client.interceptors.request.use((config) => {
        const url = new URL(config.url ?? '', 'http://localhost');
        this.signals.push({ path: url.pathname, query: url.searchParams.toString(), signal: config.signal as AbortSignal | undefined });
        return config;
      });
      this.ejections.push(() => client.interceptors.request.eject(id));
    }
  }

  /** Stops watching the HTTP clients (the held MSW handlers go with server.resetHandlers). */
  close(): void {
    this.ejections.splice(0).forEach((eject) => eject());
  }

  handles(actor: string): boolean {
    return actor in this.endpoints;
  }

  /** The requests of one actor that the server received, oldest first. */
  requestsOf(actor: string): ReceivedRequest[] {
    return this.received.filter((request) => request.actor === actor);
  }

  /** The newest request of one actor that the server received (the path must have sent one). */
  last(actor: string): ReceivedRequest {
    const last = this.requestsOf(actor).at(-1);
    if (!last) throw new Error(`The server received no request of "${actor}"`);
    return last;
  }

  /** The newest request of one actor, which must be the one request of it waiting for its answer. */
  inFlight(actor: string): ReceivedRequest {
    expect(this.waiting(actor), `one ${actor} request in flight`).toBe(1);
    return this.last(actor);
  }

  /** How many requests of this actor wait for an answer. */
  waiting(actor: string): number {
    return this.held.get(actor)?.length ?? 0;
  }

  /** Waits (letting the app run) until the actor's request reached the server, then answers it. */
  async respond(actor: string, response: Response): Promise<ReceivedRequest> {
    await flushUntil(() => this.waiting(actor) > 0);
    const next = this.held.get(actor)?.shift();
    if (!next) throw new Error(`The screen never sent the request of "${actor}" to ${this.endpoints[actor]?.path}`);
    next.respond(response);
    return next.request;
  }

  /** Answers with the body that makes the actor finish with this output. */
  async answer(actor: string, output: unknown): Promise<ReceivedRequest> {
    const endpoint = this.endpoints[actor];
    if (!endpoint) throw new Error(`No endpoint is declared for actor "${actor}"`);
    return this.respond(actor, HttpResponse.json((endpoint.answer as (o: unknown) => unknown)(output) as never));
  }

  /** The connection drops: the actor's request fails as a network fault. */
  async drop(actor: string): Promise<ReceivedRequest> {
    return this.respond(actor, HttpResponse.error());
  }
}
