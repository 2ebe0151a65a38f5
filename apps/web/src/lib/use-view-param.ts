import { useSearchParams } from 'react-router';

/**
 * The request a list's drawer shows, kept in the address (?view=id) so a notice's link or a reload
 * opens it: opening pushes a history entry (Back closes it), closing replaces it.
 */
export function useViewParam(): [string | null, (id: string | null) => void] {
  const [params, setParams] = useSearchParams();
  const view = (id: string | null) => setParams((p) => { if (id) p.set('view', id); else p.delete('view'); return p; }, { replace: !id });
  return [params.get('view'), view];
}
