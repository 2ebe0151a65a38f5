import { theme, type ThemeConfig } from 'antd';

/** SPEC.md section 1: the primary colour is dark blue. */
export const PRIMARY = '#1f3a93';
/** The bundled fonts' stack, defined once in styles.css (a system font would leave tofu on machines without Thai, Khmer or Burmese). */
const FONT = 'var(--hr-font)';

/**
 * The light theme's text colours, darkened to WCAG AA: 4.5:1 for text of normal size on every
 * surface it sits on (white, a table's header and hovered rows #fafafa, a disabled field #f5f5f5).
 * antd's own greys are 45% black for secondary text, descriptions' labels, statistic titles and
 * counters (3.3:1) and 25% black for placeholders, a disabled select's hint and a table's "no rows"
 * message (1.8:1); its links are its own blue #1677ff (4.1:1), not our primary. The look stays the
 * same: greys a few steps darker, links in the primary. Checked by e2e/specs/accessibility.spec.ts.
 */
const LIGHT_TEXT = {
  // Also colorTextDescription, which antd derives from it: 5.2:1 on #f5f5f5.
  colorTextTertiary: 'rgba(0, 0, 0, 0.58)',
  // Lighter than typed text (88%) so a hint still reads as a hint: 4.8:1 on #f5f5f5.
  colorTextPlaceholder: 'rgba(0, 0, 0, 0.56)',
  // A seed: antd derives the link's hover and active shades from it.
  colorLink: PRIMARY,
  // Also the form's error messages and danger buttons' white text (#ff4d4f gave 3.3:1 either way).
  colorError: '#cf1322',
  colorSuccessText: '#237804',
  colorWarningText: '#874d00',
} satisfies ThemeConfig['token'];

/**
 * A tag writes its text in shade 7 of its colour on shade 1. These colours' shade 7 is too light
 * there (green 3.4:1, gold 2.8:1 …), so their tags take the next shade of the same colour that
 * reads at 4.5:1. antd keeps each shade under two names (green7 and the older green-7), which
 * become one CSS variable: both are set, or the unchanged one may win.
 */
const TAG_TEXT: Record<string, string> = { green: '#237804', gold: '#874d00', orange: '#ad4e00', cyan: '#006d75', lime: '#3f6600', yellow: '#876800', volcano: '#ad2102' };
const TAG_SHADES = Object.fromEntries(Object.entries(TAG_TEXT).flatMap(([colour, shade]) => [[`${colour}7`, shade], [`${colour}-7`, shade]]));

/**
 * The component-level corrections of the light theme. A status tag ("success", "warning") writes in
 * the status colour itself, which icons and borders also use, so only the tag gets the darker shade.
 * A table's "no rows" message is a message, not a disabled control: it reads as secondary text.
 */
const LIGHT_COMPONENTS: ThemeConfig['components'] = {
  Tag: { colorSuccess: '#237804', colorWarning: '#874d00', colorInfo: PRIMARY },
  Table: { colorTextDisabled: LIGHT_TEXT.colorTextTertiary },
};

/**
 * The dark theme's corrections. Our dark-blue primary cannot be both the background of white text
 * (buttons, the selected menu entry) and text on a near-black surface (1.4-1.6:1), so on dark
 * surfaces text in the primary's role takes a light shade of the same blue (6.9:1 on #141414), the
 * selected menu entry is white on the primary, and placeholders and links are lightened to AA.
 * Checked by e2e/specs/accessibility.spec.ts in dark mode too.
 */
const DARK_PRIMARY_TEXT = '#7c9cf0';
const DARK_TEXT = {
  colorLink: DARK_PRIMARY_TEXT,
  colorPrimaryText: DARK_PRIMARY_TEXT,
  // 50% white on #141414 reads at 5.3:1 (antd's 25% gave 2.2:1).
  colorTextPlaceholder: 'rgba(255, 255, 255, 0.5)',
} satisfies ThemeConfig['token'];
const DARK_COMPONENTS: ThemeConfig['components'] = {
  Menu: { itemSelectedColor: '#ffffff', itemSelectedBg: PRIMARY, subMenuItemSelectedColor: DARK_PRIMARY_TEXT },
  Tabs: { itemSelectedColor: DARK_PRIMARY_TEXT, itemActiveColor: DARK_PRIMARY_TEXT, itemHoverColor: DARK_PRIMARY_TEXT, inkBarColor: DARK_PRIMARY_TEXT },
  Pagination: { itemActiveColor: DARK_PRIMARY_TEXT },
};

/** The app's antd theme: the primary colour and bundled fonts, light or dark, motion as the user asks. */
export function appTheme(dark: boolean, motion: boolean): ThemeConfig {
  return {
    algorithm: dark ? theme.darkAlgorithm : theme.defaultAlgorithm,
    token: { colorPrimary: PRIMARY, fontFamily: FONT, motion, ...(dark ? DARK_TEXT : { ...LIGHT_TEXT, ...TAG_SHADES }) },
    components: dark ? DARK_COMPONENTS : LIGHT_COMPONENTS,
  };
}
