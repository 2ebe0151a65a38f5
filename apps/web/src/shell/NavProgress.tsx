import { useEffect, useRef, useState } from 'react';
import { useNavigation } from 'react-router';
import { theme } from 'antd';
import { useTranslation } from 'react-i18next';

/** SPEC.md section 9: the bar appears after 200 ms of navigation and creeps to the end over 5000 ms. */
export const PROGRESS_THROTTLE_MS = 200;
export const PROGRESS_DURATION_MS = 5000;

export function NavProgress() {
  const { t } = useTranslation();
  const busy = useNavigation().state !== 'idle';
  const { token } = theme.useToken();
  const [phase, setPhase] = useState<'hidden' | 'running' | 'done'>('hidden');
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => {
    window.clearTimeout(timer.current);
    if (busy) {
      timer.current = window.setTimeout(() => setPhase('running'), PROGRESS_THROTTLE_MS);
    } else {
      setPhase((p) => (p === 'running' ? 'done' : 'hidden'));
      timer.current = window.setTimeout(() => setPhase('hidden'), 300);
    }
    return () => window.clearTimeout(timer.current);
  }, [busy]);

  if (phase === 'hidden') return null;
  const running = phase === 'running';
  return (
    <div
      role="progressbar"
      // A progress bar needs a name (WCAG 4.1.2): screen readers announce "Loading…".
      aria-label={t('common:loading')}
      aria-busy={running}
      data-testid="nav-progress"
      style={{
        position: 'fixed', top: 0, left: 0, height: 3, zIndex: 2000, background: token.colorPrimary,
        width: running ? '90%' : '100%', opacity: running ? 1 : 0,
        transition: running ? `width ${PROGRESS_DURATION_MS}ms cubic-bezier(0.1, 0.7, 0.3, 1)` : 'width 200ms, opacity 300ms 200ms',
      }}
    />
  );
}
