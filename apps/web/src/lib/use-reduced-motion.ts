import { useSyncExternalStore } from 'react';

/**
 * Whether the user asked their system for less motion (WCAG 2.3.3): the theme then turns antd's
 * animations off, so drawers, dialogs and messages appear and leave at once.
 */
const QUERY = '(prefers-reduced-motion: reduce)';

const subscribe = (onChange: () => void) => {
  const media = window.matchMedia(QUERY);
  media.addEventListener('change', onChange);
  return () => media.removeEventListener('change', onChange);
};

export function useReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, () => window.matchMedia(QUERY).matches, () => false);
}
