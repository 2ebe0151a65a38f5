/** Lets code outside React (the API client) navigate with the app's router. */
type Navigate = (to: string | number, opts?: { replace?: boolean }) => void;
let navigate: Navigate = (to) => {
  if (typeof to === 'string') window.location.hash = `#${to}`;
  else window.history.go(to);
};

export const setNavigator = (fn: Navigate) => { navigate = fn; };
export const navigateTo: Navigate = (to, opts) => navigate(to, opts);

/** The current in-app path with its query ("/th/dashboard?x=1"), read from the hash. */
export const currentPath = () => window.location.hash.replace(/^#/, '') || '/';

/** Where to go after login: the `redirect` (or `page`) parameter if it is an in-app path, else '/'. */
export function safeRedirect(params: URLSearchParams): string {
  const target = params.get('redirect') ?? params.get('page') ?? '/';
  return target.startsWith('/') && !target.startsWith('//') ? target : '/';
}
