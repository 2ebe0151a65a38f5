/**
 * What the preview shows: the form's letter as it stands, unsaved. It travels in sessionStorage
 * (the preview opens in a new tab of the same window, which starts with a copy of it), so nothing
 * is stored on the server before HR saves.
 */
const KEY = 'hr.warningLetterPreview';
export type WarningPreviewBody = Record<string, unknown>;

export const savePreviewBody = (body: WarningPreviewBody) => sessionStorage.setItem(KEY, JSON.stringify(body));

export function readPreviewBody(): WarningPreviewBody | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    return raw ? (JSON.parse(raw) as WarningPreviewBody) : null;
  } catch {
    return null;
  }
}
