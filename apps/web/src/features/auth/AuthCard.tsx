import type { ReactNode } from 'react';
import { theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { CompanyLogo } from '../../shell/CompanyLogo';

/** The card every auth page sits in: product mark, title, content (kept light: the login page loads first). */
export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  return (
    <section style={{ width: '100%', maxWidth: 420, boxSizing: 'border-box', padding: 24, borderRadius: token.borderRadiusLG, background: token.colorBgContainer, boxShadow: '0 12px 40px rgba(16, 32, 80, 0.18)' }}>
      <div style={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 4, marginBottom: 20 }}>
        <CompanyLogo />
        <span style={{ color: token.colorTextSecondary }}>{t('common:appName')}</span>
        <h1 style={{ margin: 0, fontSize: 24, fontWeight: 600, color: token.colorText }}>{title}</h1>
      </div>
      {children}
    </section>
  );
}
