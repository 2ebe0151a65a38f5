import { useCallback, useEffect, useRef } from 'react';
import { useBlocker } from 'react-router';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * SPEC section 5 "Unsaved-change dialog: leave or stay". While `dirty`, leaving the page through
 * the app asks first; closing or reloading the tab gets the browser's own question. Call the
 * returned `release()` before navigating away on purpose (after a save); the guard is back once
 * `dirty` turns true again.
 */
export function useUnsavedChanges(dirty: boolean): { release: () => void } {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const released = useRef(false);
  // A page that stays (a drawer saved and closed, then opened again) guards its next edits anew.
  useEffect(() => { if (dirty) released.current = false; }, [dirty]);
  const blocker = useBlocker(({ currentLocation, nextLocation }) => dirty && !released.current && currentLocation.pathname !== nextLocation.pathname);

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    modal.confirm({
      title: t('shell:unsaved.title'), content: t('shell:unsaved.text'),
      okText: t('shell:unsaved.leave'), cancelText: t('shell:unsaved.stay'), okButtonProps: { danger: true },
      onOk: () => blocker.proceed(), onCancel: () => blocker.reset(),
    });
  }, [blocker, modal, t]);

  useEffect(() => {
    if (!dirty) return;
    const warn = (e: BeforeUnloadEvent) => { e.preventDefault(); };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  return { release: useCallback(() => { released.current = true; }, []) };
}
