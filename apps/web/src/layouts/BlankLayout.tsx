import { Outlet } from 'react-router';
import { useLang } from '../lib/hooks';
import { useMemberTexts } from '../lib/use-member-texts';

/** No frame; the pages here (404, versions, maintenance, first password) use the member texts. */
export function BlankLayout() {
  const { lang } = useLang();
  return useMemberTexts(lang) ? <Outlet /> : null;
}
