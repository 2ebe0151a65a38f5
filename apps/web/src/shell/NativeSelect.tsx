import type { CSSProperties } from 'react';
import { theme } from 'antd';

type Option = { value: string; label: string };
type Props = {
  value?: string; onChange?: (value: string) => void; options: Option[]; placeholder?: string; id?: string;
  disabled?: boolean; style?: CSSProperties; 'data-testid'?: string; 'aria-label'?: string;
};

/**
 * A browser select dressed in the theme's tokens. The guest pages use it instead of antd's Select,
 * whose popup machinery would double the login page's script (SPEC budget: 250 KB gzip); it is
 * also the best control on a phone, where the system picker opens.
 */
export function NativeSelect({ value, onChange, options, placeholder, style, ...rest }: Props) {
  const { token } = theme.useToken();
  return (
    <select
      {...rest}
      value={value ?? ''}
      onChange={(e) => onChange?.(e.target.value)}
      style={{
        width: '100%', height: token.controlHeight, padding: `0 ${token.paddingSM}px`, fontSize: token.fontSize, fontFamily: 'inherit',
        color: value ? token.colorText : token.colorTextPlaceholder, background: token.colorBgContainer,
        border: `1px solid ${token.colorBorder}`, borderRadius: token.borderRadius, outlineColor: token.colorPrimary, ...style,
      }}
    >
      <option value="" disabled>{placeholder ?? ''}</option>
      {options.map((o) => <option key={o.value} value={o.value} style={{ color: token.colorText }}>{o.label}</option>)}
    </select>
  );
}
