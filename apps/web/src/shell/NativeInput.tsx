import { useState, type CSSProperties, type InputHTMLAttributes } from 'react';
import { theme } from 'antd';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'size' | 'style'> & {
  /** A password, with a button that shows and hides it (its two names in the reader's language). */
  reveal?: { show: string; hide: string };
  invalid?: boolean;
  style?: CSSProperties;
};

/**
 * A browser text box dressed in the theme's tokens, for the login page (as NativeSelect): antd's
 * Input brings its whole family (text area, search, clear icons), some 17 KB gzip of the 250 KB the
 * login route may load (languages.spec.ts). A password gets a show/hide button of its own.
 */
export function NativeInput({ reveal, invalid, style, type, disabled, ...rest }: Props) {
  const { token } = theme.useToken();
  const [shown, setShown] = useState(false);
  const [focused, setFocused] = useState(false);
  const border = invalid ? token.colorError : focused ? token.colorPrimary : token.colorBorder;
  return (
    <div style={{
      display: 'flex', alignItems: 'center', height: token.controlHeight, background: disabled ? token.colorBgContainerDisabled : token.colorBgContainer,
      border: `1px solid ${border}`, borderRadius: token.borderRadius, boxShadow: focused ? `0 0 0 2px ${invalid ? token.colorErrorOutline : token.controlOutline}` : undefined,
      transition: `border-color ${token.motionDurationMid}`, ...style,
    }}>
      <input
        {...rest}
        type={reveal ? (shown ? 'text' : 'password') : type}
        disabled={disabled}
        aria-invalid={invalid || undefined}
        onFocus={(e) => { setFocused(true); rest.onFocus?.(e); }}
        onBlur={(e) => { setFocused(false); rest.onBlur?.(e); }}
        style={{
          flex: 1, minWidth: 0, height: '100%', padding: `0 ${token.paddingSM - 1}px`, border: 'none', outline: 'none', background: 'transparent',
          fontSize: token.fontSize, fontFamily: 'inherit', color: token.colorText,
        }}
      />
      {reveal && (
        <button type="button" onClick={() => setShown((s) => !s)} aria-label={shown ? reveal.hide : reveal.show} aria-pressed={shown} disabled={disabled}
          style={{ border: 'none', background: 'transparent', cursor: 'pointer', padding: `0 ${token.paddingSM}px`, height: '100%', color: token.colorTextDescription }}>
          {/* An eye, open or struck through. */}
          <svg width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
            <path d="M1 12s4-7 11-7 11 7 11 7-4 7-11 7S1 12 1 12z" /><circle cx="12" cy="12" r="3" />
            {!shown && <line x1="3" y1="21" x2="21" y2="3" />}
          </svg>
        </button>
      )}
    </div>
  );
}
