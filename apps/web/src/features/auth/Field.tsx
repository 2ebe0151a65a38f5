import type { ReactNode } from 'react';
import { theme } from 'antd';

/** A labelled control with its error under it (the login page avoids antd Form to stay light). */
export function Field({ id, label, error, children }: { id: string; label: string; error?: string; children: ReactNode }) {
  const { token } = theme.useToken();
  return (
    <div style={{ marginBottom: token.marginLG }}>
      <label htmlFor={id} style={{ display: 'block', paddingBottom: token.paddingXS, color: token.colorTextHeading }}>{label}</label>
      {children}
      {error && <div id={`${id}-error`} role="alert" style={{ color: token.colorError, fontSize: token.fontSizeSM, marginTop: 4 }}>{error}</div>}
    </div>
  );
}
