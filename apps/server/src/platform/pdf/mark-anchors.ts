import * as fontkit from 'fontkit';
import { fontBytes } from './fonts';

/*
 * fontkit (pdfkit's shaper) reads a mark-to-base anchor without checking for none: OpenType lets a
 * base glyph leave a mark class unanchored (a NULL offset), and Noto Sans Khmer does, so words as
 * common as ប្រាក់ចំណូល ("income") threw "Cannot read properties of null (reading 'xCoordinate')".
 * HarfBuzz skips such a pair (the mark keeps its own place); this makes fontkit's positioning do the
 * same. The processor class is not exported, so it is reached through a font that has GPOS.
 */

type Anchor = { xCoordinate: number; yCoordinate: number } | null | undefined;
type Positioning = { applyAnchor(this: unknown, markRecord: { markAnchor: Anchor }, baseAnchor: Anchor, baseGlyphIndex: number): void; __nullAnchorsSkipped?: true };

let done = false;
export function skipUnanchoredMarks(): void {
  if (done) return;
  done = true;
  const font = fontkit.create(fontBytes('khmer', 400)) as unknown as { layout(text: string): unknown; _layoutEngine?: { engine?: { GPOSProcessor?: object } } };
  font.layout('ក');
  const gpos = font._layoutEngine?.engine?.GPOSProcessor;
  if (!gpos) throw new Error('fontkit changed: no GPOS processor to mend (see mark-anchors.ts)');
  const proto = Object.getPrototypeOf(gpos) as Positioning;
  if (proto.__nullAnchorsSkipped) return;
  const apply = proto.applyAnchor;
  proto.applyAnchor = function applyAnchor(markRecord, baseAnchor, baseGlyphIndex) {
    if (!baseAnchor || !markRecord.markAnchor) return;
    apply.call(this, markRecord, baseAnchor, baseGlyphIndex);
  };
  proto.__nullAnchorsSkipped = true;
}
