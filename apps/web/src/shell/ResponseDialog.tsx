import { lazy, Suspense } from 'react';
import { CODE_GO_BACK, CODE_LOGIN_AGAIN } from '@hr/domain/errors';
import { responseStore, useGlobalResponse } from '../lib/response';
import { navigateTo, currentPath } from '../lib/navigation';
import { splitLang, withLang } from '../lib/lang';

/** SPEC.md section 9: 500 wide, closes itself after 3000 ms. */
export const RESPONSE_AUTO_CLOSE_MS = 3000;
export const RESPONSE_WIDTH = 500;

/** Closing applies the response's routing: 301007 goes back, 200005 to login, `to` navigates. */
export function closeResponse() {
  const r = responseStore.get();
  responseStore.set(null);
  if (!r) return;
  if (r.code === CODE_GO_BACK) navigateTo(-1);
  else if (r.code === CODE_LOGIN_AGAIN) navigateTo(withLang(splitLang(currentPath()).lang, '/auth'));
  else if (r.to) navigateTo(r.to);
}

const View = lazy(() => import('./ResponseDialogView'));

/** The global response dialog; its code loads the first time there is something to show. */
export function ResponseDialog() {
  const r = useGlobalResponse();
  return r ? <Suspense fallback={null}><View /></Suspense> : null;
}
