// fontkit ships no types; the one call made of it directly (mark-anchors.ts) is typed where it is used.
declare module 'fontkit' {
  export function create(buffer: Buffer | Uint8Array, postscriptName?: string): unknown;
}
