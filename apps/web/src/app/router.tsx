import type { ComponentType } from 'react';
import { createHashRouter, Navigate, Outlet, type RouteObject } from 'react-router';
import { PREFIXED } from '../lib/lang';
import { setNavigator } from '../lib/navigation';
import { loadChunk } from './chunk';
import { ROUTES, type LayoutName, type RouteEntry } from './routes';
import { Root } from './Root';
import { IndexRedirect, PermissionGate } from './guards';
import { RouteError } from '../shell/ErrorPage';
import { FullPageSpin } from '../shell/FullPageSpin';
import { GuestLayout } from '../layouts/GuestLayout';
import { BlankLayout } from '../layouts/BlankLayout';

type LayoutModule = { default: ComponentType };
const eager = (C: ComponentType) => () => Promise.resolve({ default: C });
// The member layouts load in their own chunks so that the login page stays small.
const LAYOUTS: Record<LayoutName, () => Promise<LayoutModule>> = {
  guest: eager(GuestLayout),
  blank: eager(BlankLayout),
  default: () => import('../layouts/DefaultLayout'),
  'temporarily-closed': () => import('../layouts/TemporarilyClosedLayout'),
};
/** An unknown layout name falls back to the default layout (SPEC.md section 2). */
export const layoutFor = (name: string) => LAYOUTS[name as LayoutName] ?? LAYOUTS.default;
const layoutRoute = (name: string, children: RouteObject[]): RouteObject => ({
  lazy: async () => ({ Component: (await loadChunk(layoutFor(name))).default }),
  children,
});

function pageRoute(entry: RouteEntry): RouteObject {
  return {
    path: entry.path.slice(1),
    // Route-level lazy loading keeps each page in its own chunk and drives the progress bar.
    lazy: async () => {
      const mod = await loadChunk(entry.page);
      const Page = mod.default;
      return { Component: () => <PermissionGate permission={entry.permission}><Page /></PermissionGate> };
    },
  };
}

function languageTree(prefix: string): RouteObject {
  const byLayout = new Map<string, RouteEntry[]>();
  for (const r of ROUTES) byLayout.set(r.layout, [...(byLayout.get(r.layout) ?? []), r]);
  return {
    path: prefix ? `/${prefix}` : '/',
    children: [
      { index: true, element: <IndexRedirect /> },
      ...[...byLayout].map(([layout, entries]) => layoutRoute(layout, entries.map(pageRoute))),
      { element: <BlankLayout />, children: [{ path: '*', lazy: async () => ({ Component: (await loadChunk(() => import('../shell/NotFound'))).default }) }] },
    ],
  };
}

export function createAppRouter() {
  const router = createHashRouter([
    { element: <Root />, errorElement: <RouteError />, HydrateFallback: FullPageSpin, children: [languageTree(''), ...PREFIXED.map(languageTree)] },
  ]);
  setNavigator((to, opts) => (typeof to === 'number' ? void router.navigate(to) : void router.navigate(to, opts)));
  return router;
}

export { Navigate, Outlet };
