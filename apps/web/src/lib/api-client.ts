import type { $ZodType, output } from 'zod/v4/core';
import { nl } from '../i18n/nl';
import { userContract } from './contracts';
import { awaitRotation, markSpent, withRefreshLock } from './refresh-lock';
import { storage } from './storage';

/**
 * Every failed call ends in this one error. `status` 0 means the server was not reached.
 * `code` is the body's `error` (docs/architecture.md#the-shared-contract); `fieldErrors` holds the
 * validation messages per field, `non_field_errors` included, ready for a form.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly code: string | undefined;
  readonly fieldErrors: Record<string, string[]>;
  readonly body: unknown;

  constructor(options: {
    status: number;
    message: string;
    code?: string | undefined;
    fieldErrors?: Record<string, string[]>;
    body?: unknown;
  }) {
    super(options.message);
    this.status = options.status;
    this.code = options.code;
    this.fieldErrors = options.fieldErrors ?? {};
    this.body = options.body;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/**
 * A failure that may pass by itself: offline (status 0), timeout, rate limit or a server
 * error. The session is kept and the call can be tried again later.
 */
export function isRetryableError(error: unknown): boolean {
  if (!isApiError(error)) return false;
  return error.status === 0 || error.status === 408 || error.status === 429 || error.status >= 500;
}

const REFRESH_PATH = '/api/auth/token/refresh/';
/** Any zod 4 schema: classic ones from packages/shared or zod/mini ones. */
export type Schema = $ZodType;

/**
 * A schema fetched with the call rather than with the page: `() => import(contract).then(…)`.
 * A page's first calls name theirs this way: zod and the contract's schemas are then
 * built in a task of their own once they arrive, beside the answer, instead of in the task
 * that starts the page, where on a slow phone they made it block for over 100 ms.
 */
export type SchemaLoader<S extends Schema = Schema> = () => Promise<S>;

/** The answer's schema, or a loader of it. */
export type SchemaOption = Schema | SchemaLoader;

type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type RequestOptions<S extends SchemaOption | undefined> = {
  method?: HttpMethod;
  /** Sent as JSON. */
  body?: unknown;
  /** Parses the response body; without one the body is ignored and the call resolves to void. */
  schema?: S;
  /** Send the bearer access token (default true). Public endpoints pass false. */
  auth?: boolean;
  signal?: AbortSignal;
};

export type UploadOptions<S extends SchemaOption | undefined> = {
  body: FormData;
  schema?: S;
  /** Bytes sent so far and in all, while the body goes up. */
  onProgress?: (sent: number, total: number) => void;
  signal?: AbortSignal;
};

export type RequestResult<S extends SchemaOption | undefined> =
  S extends SchemaLoader<infer Loaded> ? output<Loaded> : S extends Schema ? output<S> : void;

export type ApiClientOptions = {
  fetch?: typeof fetch;
  /** Called after a failed refresh or a missing refresh token cleared the stored session. */
  onLogout?: () => void;
};

export function createApiClient(options: ApiClientOptions = {}) {
  const fetchImpl = options.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args));
  let onLogout = options.onLogout;
  // The refresh in flight, shared by every call that hit a 401 meanwhile (single flight).
  let refreshing: Promise<void> | null = null;

  async function send(
    path: string,
    method: HttpMethod,
    body: unknown,
    token: string | null,
    signal: AbortSignal | undefined,
  ): Promise<Response> {
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    if (token !== null) headers.Authorization = `Bearer ${token}`;
    try {
      return await fetchImpl(path, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal,
      });
    } catch (error) {
      if (signal?.aborted) throw error;
      throw new ApiError({ status: 0, message: nl.errors.network });
    }
  }

  function logout(): void {
    storage.clearSession();
    onLogout?.();
  }

  function sessionExpired(): ApiError {
    logout();
    return new ApiError({ status: 401, message: nl.errors.sessionExpired });
  }

  /** `rejected`: the access token the server just refused. */
  async function refreshTokens(rejected: string | null): Promise<void> {
    const hasNewTokens = () => {
      const access = storage.getAccessToken();
      return access !== null && access !== rejected;
    };
    // Another tab may have refreshed while this one waited for the lock: its tokens are in
    // the shared storage, and refreshing again would spend a rotated refresh token.
    if (hasNewTokens()) return;
    const refresh = storage.getRefreshToken();
    if (refresh === null) throw sessionExpired();
    // Another tab rotated it just before this one got the lock, and its tokens are on their
    // way to this tab's storage (lib/refresh-lock.ts).
    if (await awaitRotation(refresh, hasNewTokens)) return;
    // Offline: status 0 propagates and the session stays; the tokens are good once back.
    const response = await send(REFRESH_PATH, 'POST', { refresh }, null, undefined);
    if (response.status === 401 || response.status === 400) {
      // A tab without the lock may have rotated it meanwhile: then its tokens are current.
      if (storage.getRefreshToken() !== refresh && storage.getAccessToken() !== null) return;
      // Refused (or, 400, a stored token the server cannot even read): the session is over.
      throw sessionExpired();
    }
    const parsed = response.ok
      ? (await userContract()).RefreshResponseSchema.safeParse(await readBody(response))
      : undefined;
    if (!parsed?.success) {
      // 429, 5xx or a garbled answer: nothing says the session ended. Keep it; the call
      // fails with a retryable error and the next one tries to refresh again.
      throw new ApiError({
        status: response.ok ? 503 : response.status,
        code: 'refresh_failed',
        message: nl.errors.sessionRetry,
      });
    }
    storage.setTokens(parsed.data);
    markSpent(refresh);
  }

  function refreshOnce(rejected: string | null): Promise<void> {
    refreshing ??= withRefreshLock(() => refreshTokens(rejected)).finally(() => {
      refreshing = null;
    });
    return refreshing;
  }

  async function request<S extends SchemaOption | undefined = undefined>(
    path: string,
    { method = 'GET', body, schema, auth = true, signal }: RequestOptions<S> = {},
  ): Promise<RequestResult<S>> {
    let token: string | null = null;
    if (auth) {
      token = storage.getAccessToken();
      if (token === null) throw new ApiError({ status: 401, message: nl.errors.noAccessToken });
    }

    const schemaReady = loadSchema(schema);
    const response = await withOneRefresh(token, auth, (current) =>
      send(path, method, body, current, signal),
    );
    return parseResult(response.status, await readBody(response), schemaReady);
  }

  /**
   * A 401 triggers one token refresh and one retry (for a call that sends a token).
   * Another call may have refreshed while this one was under way: then it just retries.
   */
  async function withOneRefresh<R extends { status: number }>(
    token: string | null,
    auth: boolean,
    attempt: (token: string | null) => Promise<R>,
  ): Promise<R> {
    const response = await attempt(token);
    if (response.status !== 401 || !auth) return response;
    if (storage.getAccessToken() === token) await refreshOnce(token);
    const fresh = storage.getAccessToken();
    if (fresh === null) throw new ApiError({ status: 401, message: nl.errors.noAccessToken });
    return attempt(fresh);
  }

  /** A non-2xx answer as ApiError; a 2xx body checked against the call's schema. */
  async function parseResult<S extends SchemaOption | undefined>(
    status: number,
    data: unknown,
    schemaReady: Promise<Schema | undefined>,
  ): Promise<RequestResult<S>> {
    if (status < 200 || status >= 300) throw toApiError(status, data);
    const schema = await schemaReady;
    if (schema === undefined) return undefined as RequestResult<S>;
    // Standard Schema's validate: every zod 4 schema carries it, so this module imports no zod.
    const parsed = await schema['~standard'].validate(data);
    if (parsed.issues !== undefined) {
      throw new ApiError({
        status,
        code: 'invalid_response',
        message: nl.errors.invalidResponse,
        body: data,
      });
    }
    return parsed.value as RequestResult<S>;
  }

  /**
   * A multipart form (files) by XMLHttpRequest, because fetch cannot report upload progress:
   * the same bearer token, the same one refresh and retry on a 401, the same errors.
   */
  function sendForm(
    path: string,
    form: FormData,
    token: string,
    { onProgress, signal }: UploadOptions<SchemaOption | undefined>,
  ): Promise<{ status: number; text: string }> {
    return new Promise((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      xhr.open('POST', path);
      xhr.setRequestHeader('Accept', 'application/json');
      xhr.setRequestHeader('Authorization', `Bearer ${token}`);
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable) onProgress?.(event.loaded, event.total);
      };
      xhr.onload = () => resolve({ status: xhr.status, text: xhr.responseText });
      xhr.onerror = () => reject(new ApiError({ status: 0, message: nl.errors.network }));
      xhr.onabort = () => reject(new DOMException('The upload was aborted.', 'AbortError'));
      signal?.addEventListener('abort', () => xhr.abort(), { once: true });
      xhr.send(form);
    });
  }

  async function upload<S extends SchemaOption | undefined = undefined>(
    path: string,
    options: UploadOptions<S>,
  ): Promise<RequestResult<S>> {
    const token = storage.getAccessToken();
    if (token === null) throw new ApiError({ status: 401, message: nl.errors.noAccessToken });
    const schemaReady = loadSchema(options.schema);
    const response = await withOneRefresh(token, true, (current) =>
      sendForm(path, options.body, current!, options),
    );
    return parseResult(response.status, parseBody(response.text), schemaReady);
  }

  /** GET a binary answer (an image) as a Blob: the same token, refresh and retry, and errors. */
  async function getBlob(path: string, signal?: AbortSignal): Promise<Blob> {
    const token = storage.getAccessToken();
    if (token === null) throw new ApiError({ status: 401, message: nl.errors.noAccessToken });
    const response = await withOneRefresh(token, true, (current) =>
      send(path, 'GET', undefined, current, signal),
    );
    if (!response.ok) throw toApiError(response.status, await readBody(response));
    return response.blob();
  }

  return {
    request,
    getBlob,
    get: <S extends SchemaOption | undefined = undefined>(
      path: string,
      opts?: Omit<RequestOptions<S>, 'method' | 'body'>,
    ) => request(path, { ...opts, method: 'GET' }),
    post: <S extends SchemaOption | undefined = undefined>(
      path: string,
      opts?: Omit<RequestOptions<S>, 'method'>,
    ) => request(path, { ...opts, method: 'POST' }),
    put: <S extends SchemaOption | undefined = undefined>(
      path: string,
      opts?: Omit<RequestOptions<S>, 'method'>,
    ) => request(path, { ...opts, method: 'PUT' }),
    patch: <S extends SchemaOption | undefined = undefined>(
      path: string,
      opts?: Omit<RequestOptions<S>, 'method'>,
    ) => request(path, { ...opts, method: 'PATCH' }),
    delete: <S extends SchemaOption | undefined = undefined>(
      path: string,
      opts?: Omit<RequestOptions<S>, 'method'>,
    ) => request(path, { ...opts, method: 'DELETE' }),
    /** POST multipart/form-data with upload progress. */
    upload,
    /** The auth provider registers here, so a forced logout updates the UI. */
    setOnLogout(handler: (() => void) | undefined): void {
      onLogout = handler;
    },
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;

/** The app's one client. Tests build their own with `createApiClient({ fetch })`. */
export const apiClient = createApiClient();

/**
 * Starts loading a call's schema as the call goes out, so both arrive together. A loader that
 * fails (the connection dropped while its file loaded) fails the call as offline, which may
 * be retried; it is only awaited for a 2xx answer, so an error answer is reported as such.
 */
function loadSchema(schema: SchemaOption | undefined): Promise<Schema | undefined> {
  if (typeof schema !== 'function') return Promise.resolve(schema);
  const loading: Promise<Schema> = schema().catch(() => {
    throw new ApiError({ status: 0, message: nl.errors.network });
  });
  // Handled here, as a call that fails before its answer never awaits it.
  loading.catch(() => undefined);
  return loading;
}

async function readBody(response: Response): Promise<unknown> {
  return parseBody(await response.text().catch(() => ''));
}

function parseBody(text: string): unknown {
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function toApiError(status: number, body: unknown): ApiError {
  const record = isRecord(body) ? body : {};
  const code = typeof record.error === 'string' ? record.error : undefined;
  const fieldErrors: Record<string, string[]> = {};
  for (const [field, value] of Object.entries(record)) {
    if (Array.isArray(value) && value.every((item) => typeof item === 'string')) {
      fieldErrors[field] = value;
    }
  }
  const message =
    (typeof record.message === 'string' && record.message) ||
    fieldErrors.non_field_errors?.[0] ||
    code ||
    nl.errors.requestFailed(status);
  return new ApiError({ status, code, message, fieldErrors, body });
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
