import sanitizeHtml from 'sanitize-html';

/**
 * The only HTML an announcement keeps (issue 21: rich text is sanitised on the server, never
 * trusted from the browser). An allow-list of the editor's formatting: paragraphs, line breaks,
 * bold, italic, underline, strike, headings, quotes, lists and links. Everything else goes: script
 * and style with their content, event handlers, style and class attributes, images, frames,
 * forms, SVG, and links other than http(s) and mailto (no javascript: or data:, however encoded).
 * Links open in a new tab without handing the opener to the linked page.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'div', 'strong', 'b', 'em', 'i', 'u', 's', 'strike', 'h2', 'h3', 'h4', 'blockquote', 'ul', 'ol', 'li', 'a'],
  allowedAttributes: { a: ['href', 'target', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    a: (tagName, attribs) => ({ tagName, attribs: { ...(attribs.href ? { href: attribs.href } : {}), target: '_blank', rel: 'noopener noreferrer nofollow' } }),
  },
};

/** The announcement HTML as stored and shown: the allow-listed markup of `html`. */
export const sanitizeAnnouncementHtml = (html: string): string => sanitizeHtml(html, OPTIONS).trim();

/** The plain text of sanitised HTML (a mail's excerpt, a search), with entities decoded. */
export function htmlToText(html: string): string {
  return sanitizeHtml(html.replace(/<\/(p|div|li|h[2-4]|blockquote)>|<br\s*\/?>/gi, '$&\n'), { allowedTags: [], allowedAttributes: {} })
    .replace(/&nbsp;/g, ' ').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&amp;/g, '&')
    .replace(/[ \t]+\n/g, '\n').replace(/\n{3,}/g, '\n\n').trim();
}
