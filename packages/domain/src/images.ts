/**
 * Limits on uploaded pictures (issue 13 point 4). A small PNG can decode to gigabytes: 16000 x 16000
 * pixels compress to a few hundred KB, yet every page showing them would decode about 1 GB. So an
 * image is refused on its header's dimensions, before anything decodes it, and what is kept is
 * resized to what the screens need.
 */

/** The most pixels an uploaded image may have: 40 megapixels (a 7,700 x 5,200 photo; phones take 12-50). */
export const IMAGE_MAX_PIXELS = 40_000_000;
/** The limit as users read it in the refusal ("40 megapixels"). */
export const IMAGE_MAX_MEGAPIXELS = IMAGE_MAX_PIXELS / 1_000_000;

/**
 * The box each kind of picture is stored within: aspect ratio kept, never enlarged, re-encoded.
 * - profile: the avatar (32-40 px in the top bar) and the record's picture card (at most 256 CSS px
 *   on a 2x screen): 512 x 512.
 * - signature: printed on letters and forms at about 400 CSS px wide (800 on a 2x screen).
 * - logo (a company's logo and watermark): the top bar and letterheads, 1024 wide at most.
 * - document: any other picture (a licence photo, a scanned certificate attached to a leave
 *   request) stays legible when printed: an A4 page at 300 dpi is 2480 x 3508.
 */
export const IMAGE_BOX = {
  profile: { width: 512, height: 512 },
  signature: { width: 800, height: 800 },
  logo: { width: 1024, height: 1024 },
  document: { width: 3508, height: 3508 },
} as const satisfies Record<string, { width: number; height: number }>;
export type ImageBox = keyof typeof IMAGE_BOX;
