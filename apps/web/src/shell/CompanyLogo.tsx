import AMN from '../assets/logos/AMN.svg';
import TGT from '../assets/logos/TGT.svg';
import TGS from '../assets/logos/TGS.svg';
import NSL from '../assets/logos/NSL.svg';
import fallback from '../assets/logos/default.svg';

const LOGOS: Record<string, string> = { AMN, TGT, TGS, NSL };

/** The top bar's logo, chosen by the profile's shortNameCompany; other companies get the default. */
export function CompanyLogo({ code, height = 32 }: { code?: string; height?: number }) {
  const src = (code && LOGOS[code]) || fallback;
  return <img src={src} alt={code ?? 'HR'} height={height} data-testid="company-logo" data-company={code && LOGOS[code] ? code : 'default'} />;
}
