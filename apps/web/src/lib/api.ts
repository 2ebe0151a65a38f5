import { CODE_MAINTENANCE } from '@hr/domain/errors';
import i18n from './i18n';
import { session, type EndReason } from './session';
import { responseStore } from './response';
import { currentPath, navigateTo } from './navigation';
import { splitLang, withLang } from './lang';

export type Envelope<T> = { success: boolean; msg: { code: number; topic: string; text: string }; data: T };
export type FieldError = { field: string; code: string; text: string };

/** A failed call: the HTTP status and the server's envelope (code, topic, localized text). */
export class ApiError extends Error {
  constructor(readonly status: number, readonly envelope: Envelope<unknown>) {
    super(envelope.msg.text);
  }
  get code() { return this.envelope.msg.code; }
  /** Field errors of a validation answer, keyed by field, for marking a form. */
  get fields(): FieldError[] {
    const d = this.envelope.data as { errors?: FieldError[] } | null;
    return d?.errors ?? [];
  }
}

/**
 * silent: failures show nothing (profile, masters, announcements, logout — SPEC.md section 8).
 * dialog: false lets a form show the message itself instead of the global response dialog.
 */
export type CallOptions = {
  silent?: boolean; dialog?: boolean; signal?: AbortSignal;
  /** Codes the caller shows itself, in place (the check-in card's geofence refusals); any other failure goes to the dialog. */
  shownHere?: readonly number[];
  /** The Idempotency-Key of a filing (lib/use-submit-once.ts): the same key again answers the first result and files nothing more. */
  idempotencyKey?: string;
};

let apiUrl = '/api';
/** Reads API_URL from /config.json at the site root; development falls back to /api. */
export async function loadConfig() {
  try {
    const res = await fetch('/config.json', { cache: 'no-store' });
    if (res.ok) apiUrl = ((await res.json()) as { API_URL?: string }).API_URL ?? apiUrl;
  } catch {
    /* keep the default */
  }
}

/** Where a session that ended goes (SPEC.md section 8), from the page the user is on. */
export function afterSessionEnd(reason: EndReason | null, here = currentPath()): string {
  const { lang } = splitLang(here.split('?')[0]!);
  if (reason === 'logout') return withLang(lang, '/auth');
  if (reason === 'maintenance') return withLang(lang, '/temporarily-closed');
  return `${withLang(lang, '/auth')}?redirect=${encodeURIComponent(here)}${reason === 'expired' ? '&tokenFail=true' : ''}`;
}

function onUnauthorized() {
  const here = currentPath();
  const hadToken = !!session.get().token;
  session.clear('expired');
  if (!hadToken || splitLang(here.split('?')[0]!).rest.startsWith('/auth')) return;
  navigateTo(afterSessionEnd('expired', here), { replace: true });
}

function onMaintenance(env: Envelope<unknown>) {
  session.clear('maintenance');
  navigateTo(afterSessionEnd('maintenance'), { replace: true });
  responseStore.set({ type: 'warning', title: env.msg.topic, msg: env.msg.text, code: env.msg.code });
}

/** The one way the app talks to the server: headers, envelope, and the 401 / 503 rules. */
export async function call<T>(method: 'GET' | 'POST', path: string, body?: unknown, opts: CallOptions = {}): Promise<T> {
  const lang = i18n.language || 'en';
  const headers: Record<string, string> = { lang, platform: 'web', 'Accept-Language': lang };
  const token = session.get().token;
  if (token) headers.Authorization = token;
  if (opts.idempotencyKey) headers['Idempotency-Key'] = opts.idempotencyKey;
  if (method === 'POST' && !(body instanceof FormData)) headers['Content-Type'] = 'application/json';
  let res: Response;
  try {
    res = await fetch(`${apiUrl}${path}`, {
      method, headers, signal: opts.signal,
      body: method === 'POST' ? (body instanceof FormData ? body : JSON.stringify(body ?? {})) : undefined,
    });
  } catch (err) {
    const env: Envelope<null> = { success: false, msg: { code: 0, topic: i18n.t('common:error.title'), text: i18n.t('common:error.network') }, data: null };
    if (!opts.silent && opts.dialog !== false && (err as Error).name !== 'AbortError') responseStore.set({ type: 'error', title: env.msg.topic, msg: env.msg.text });
    throw new ApiError(0, env);
  }
  return settle<T>(res.status, (await res.json().catch(() => null)) as Envelope<T> | null, opts);
}

/** An answer's envelope, through the 401 / 503 / dialog rules: its data, or an ApiError. */
function settle<T>(status: number, env: Envelope<T> | null, opts: CallOptions): T {
  if (status >= 200 && status < 300 && env?.success) return env.data;
  const envelope: Envelope<unknown> = env ?? { success: false, msg: { code: status, topic: i18n.t('common:error.title'), text: i18n.t('common:error.generic') }, data: null };
  if (status === 401) onUnauthorized();
  else if (status === 503 || envelope.msg.code === CODE_MAINTENANCE) onMaintenance(envelope);
  else if (!opts.silent && opts.dialog !== false && !opts.shownHere?.includes(envelope.msg.code)) {
    responseStore.set({ type: 'error', title: envelope.msg.topic, msg: envelope.msg.text, code: envelope.msg.code });
  }
  throw new ApiError(status, envelope);
}

/**
 * POSTs a multipart body reporting the upload's progress (0–1), which fetch cannot: a 10MB file
 * on a slow line takes a while. Same headers and answer rules as call().
 */
export function uploadWithProgress<T>(path: string, body: FormData, onProgress: (fraction: number) => void, opts: CallOptions = {}): Promise<T> {
  const lang = i18n.language || 'en';
  const token = session.get().token;
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${apiUrl}${path}`);
    for (const [k, v] of Object.entries({ lang, platform: 'web', 'Accept-Language': lang, ...(token ? { Authorization: token } : {}) })) xhr.setRequestHeader(k, v);
    xhr.upload.onprogress = (e) => { if (e.lengthComputable) onProgress(e.loaded / e.total); };
    xhr.onload = () => {
      let env: Envelope<T> | null = null;
      try { env = JSON.parse(xhr.responseText) as Envelope<T>; } catch { /* not an envelope */ }
      try { resolve(settle<T>(xhr.status, env, opts)); } catch (err) { reject(err as Error); }
    };
    xhr.onerror = () => {
      const env: Envelope<null> = { success: false, msg: { code: 0, topic: i18n.t('common:error.title'), text: i18n.t('common:error.network') }, data: null };
      if (!opts.silent && opts.dialog !== false) responseStore.set({ type: 'error', title: env.msg.topic, msg: env.msg.text });
      reject(new ApiError(0, env));
    };
    xhr.send(body);
  });
}

export const api = {
  get: <T>(path: string, opts?: CallOptions) => call<T>('GET', path, undefined, opts),
  post: <T>(path: string, body?: unknown, opts?: CallOptions) => call<T>('POST', path, body, opts),
};

/**
 * POSTs a body and reads the file the server answers (a PDF, an Excel export), with the API's
 * error rules: an error comes as the usual envelope, which call() then handles (and throws); null
 * when the answer was an envelope that is no error.
 */
async function postForFile(path: string, body: unknown, fallbackName: string): Promise<{ blob: Blob; name: string } | null> {
  const lang = i18n.language || 'en';
  const token = session.get().token;
  const res = await fetch(`${apiUrl}${path}`, {
    method: 'POST', body: JSON.stringify(body ?? {}),
    headers: { 'Content-Type': 'application/json', lang, platform: 'web', 'Accept-Language': lang, ...(token ? { Authorization: token } : {}) },
  });
  if (!res.ok || (res.headers.get('content-type') ?? '').includes('application/json')) {
    await call('POST', path, body);
    return null;
  }
  const name = res.headers.get('content-disposition')?.match(/filename="([^"]+)"/)?.[1] ?? fallbackName;
  return { blob: await res.blob(), name };
}

/** POSTs a body and saves the file the server answers (Excel exports, PDFs), with the API's error rules. */
export async function downloadFile(path: string, body: unknown, fallbackName: string): Promise<void> {
  const file = await postForFile(path, body, fallbackName);
  if (!file) return;
  const url = URL.createObjectURL(file.blob);
  const a = Object.assign(document.createElement('a'), { href: url, download: file.name });
  document.body.appendChild(a);
  a.click();
  a.remove();
  URL.revokeObjectURL(url);
}

/**
 * POSTs a body and answers the file as an object URL and its name, to show in the page (a PDF in
 * an <iframe>) rather than save. The caller revokes the URL when done with it.
 */
export async function postFileUrl(path: string, body: unknown, fallbackName: string): Promise<{ url: string; name: string }> {
  const file = await postForFile(path, body, fallbackName);
  // An answer that is neither a file nor an error is nothing to show.
  if (!file) throw new ApiError(0, { success: false, msg: { code: 0, topic: i18n.t('common:error.title'), text: i18n.t('common:error.generic') }, data: null });
  return { url: URL.createObjectURL(file.blob), name: file.name };
}

/** Reads a stored file (GET /1.0/file/{id}) with the caller's token, as an object URL for an <img>; null when it cannot be read. */
export async function fileObjectUrl(id: string): Promise<string | null> {
  return apiObjectUrl(`/1.0/file/${id}`);
}

/**
 * Any file the API serves, read with the caller's token, as an object URL (null when refused).
 * `path` is the API's own address of it: '/1.1/file/leave/…', or as the server writes it, '/api/1.1/…'.
 */
export async function apiObjectUrl(path: string): Promise<string | null> {
  const token = session.get().token;
  const res = await fetch(`${apiUrl}${path.replace(/^\/api(?=\/)/, '')}`, { headers: token ? { Authorization: token } : {} }).catch(() => null);
  if (!res?.ok || (res.headers.get('content-type') ?? '').includes('application/json')) return null;
  return URL.createObjectURL(await res.blob());
}
