/**
 * A page compressed once, though every response carries values of its own (a CSP nonce, form
 * tokens).
 *
 * The page is split at its holes; each hole takes one of the template's fillers, and every filler
 * has a fixed length. Each piece between holes is compressed as raw deflate ending with a flush
 * (so it ends on a byte boundary), primed with the text before it as the dictionary, as a parallel
 * gzip compressor does; in that dictionary each hole is a run of NUL bytes of its filler's length,
 * which never occurs in a page, so no back-reference can reach into a filler. Between the pieces,
 * the first appearance of a filler is a stored (uncompressed) block, and every later one a copy of
 * the one before (a back-reference: the same bytes whatever the filler). That layout is the
 * fallback: first, only first appearances are cut out, and the compressor itself copies the later
 * ones (see `copyingTemplate`), which saves each later hole a new block and its Huffman tables.
 *
 * So the whole compressed page is known in advance but for the fillers' bytes in their stored
 * blocks: a response copies it and writes its fillers there. Its checksum is not computed over the
 * page either: a CRC-32 is linear, so the page's is the one of the page with NUL bytes in its holes,
 * changed by each filler's own checksum moved to where its holes sit (a 32 × 32 bit matrix per
 * filler, made with the template). A response costs a copy of about 10 kB and a checksum of its
 * few fillers instead of compressing 60 kB of HTML again, and is about as small as the whole page
 * compressed in one go.
 */
import { constants, crc32, deflateRawSync, gunzipSync } from "node:zlib";

export type GzipTemplate = {
  /** The length in bytes each filler must have (the dictionaries were built with them). */
  fillerBytes: number[];
  /** The compressed page up to its trailer, with NUL bytes where fillers are stored. */
  body: Buffer;
  /** Where in `body` each stored filler's bytes go. */
  slots: { offset: number; filler: number }[];
  /** The page's length, whatever its fillers. */
  size: number;
  /** The CRC-32 of the page with NUL bytes in its holes. */
  emptyCrc: number;
  /** The CRC-32 of each filler's length of NUL bytes. */
  emptyFillerCrcs: number[];
  /**
   * Per filler: what a CRC register (the filler's own change to it) becomes over the bytes from
   * each of its holes to the page's end, added up over its holes; as a matrix of 32 columns.
   */
  shifts: Uint32Array[];
};

/** Gzip member header: magic, deflate, no flags, no time, no extra flags, OS unknown. */
const HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0, 0, 0, 0, 0x00, 0xff]);
/** The last block: final, fixed Huffman codes, end of block only. */
const FINAL_BLOCK = Buffer.from([0x03, 0x00]);
/** Deflate's window: references reach at most this far back. */
const WINDOW = 32 * 1024;

/**
 * The template of a page split at its holes; undefined if the page holds a NUL.
 *
 * With one filler length, every hole takes that one filler. With several, `holes[i]` is the index
 * (into `fillerBytes`) of the filler between `parts[i]` and `parts[i + 1]`.
 */
export function gzipTemplate(
  parts: readonly string[],
  fillerBytes: number | readonly number[],
  holes?: readonly number[],
): GzipTemplate | undefined {
  const lengths = typeof fillerBytes === "number" ? [fillerBytes] : [...fillerBytes];
  const fillers = holes ?? parts.slice(1).map(() => 0);
  if (fillers.length !== parts.length - 1 || fillers.some((filler) => !(filler >= 0 && filler < lengths.length))) {
    throw new RangeError("every hole must name one of the fillers");
  }
  if (parts.some((part) => part.includes("\0"))) return undefined;
  return copyingTemplate(parts, lengths, fillers) ?? splitTemplate(parts, lengths, fillers);
}

/**
 * Bytes a page never holds: NUL (refused above), the C0 controls but tab and line breaks, DEL, and
 * bytes no UTF-8 text contains.
 */
const PATTERN_BYTES = [
  ...[0, 1, 2, 3, 4, 5, 6, 7, 8, 11, 12],
  ...Array.from({ length: 18 }, (_, i) => 0x0e + i),
  0x7f,
  0xc0,
  0xc1,
  ...Array.from({ length: 10 }, (_, i) => 0xf5 + i),
];

/**
 * One pattern per filler, of its length, made of those bytes: no two bytes in a row appear twice
 * in them all, and no two patterns start or end with the same byte, so that a copy of a run of
 * them can only come from the same filler, at the same place.
 */
function patterns(lengths: readonly number[]): Buffer[] {
  const pairs = new Set<number>();
  const ends = new Set<number>();
  return lengths.map((length) => {
    const bytes: number[] = [];
    for (let i = 0; i < length; i++) {
      const previous = bytes.at(-1);
      const last = i === length - 1;
      const next = PATTERN_BYTES.find(
        (byte) =>
          (previous === undefined ? !ends.has(byte) : !pairs.has(previous * 256 + byte)) && (!last || !ends.has(byte)) && byte !== previous,
      );
      if (next === undefined) return Buffer.alloc(0);
      if (previous !== undefined) pairs.add(previous * 256 + next);
      bytes.push(next);
    }
    ends.add(bytes[0]!);
    ends.add(bytes.at(-1)!);
    return Buffer.from(bytes);
  });
}

/**
 * The smaller template, tried first: a stored block only where a filler first appears (or where
 * its previous appearance is out of the compressor's reach), and one compressed piece between
 * those. Inside a piece, each later appearance is a pattern of bytes the page never holds and that
 * only that filler's holes hold, so the compressor copies it from the filler's previous
 * appearance, whatever bytes are there. Checked by decompressing it with two sets of fillers:
 * undefined if any byte of a hole came from anywhere else.
 */
function copyingTemplate(parts: readonly string[], lengths: readonly number[], fillers: readonly number[]): GzipTemplate | undefined {
  const texts = parts.map((part) => Buffer.from(part, "utf8"));
  const fills = patterns(lengths);
  if (fills.some((fill, filler) => fill.length !== lengths[filler])) return undefined;
  // The page as the compressor sees it, cut where a filler must be stored.
  const segments: Buffer[][] = [[texts[0]!]];
  const stored: number[] = [];
  const lastAt = new Map<number, number>();
  let offset = texts[0]!.length;
  fillers.forEach((filler, hole) => {
    const previous = lastAt.get(filler);
    if (previous === undefined || offset - previous > WINDOW) {
      stored.push(filler);
      segments.push([fills[filler]!]);
    } else {
      segments.at(-1)!.push(fills[filler]!);
    }
    lastAt.set(filler, offset);
    offset += lengths[filler]! + texts[hole + 1]!.length;
    segments.at(-1)!.push(texts[hole + 1]!);
  });
  const chunks: Buffer[] = [HEADER];
  const slots: GzipTemplate["slots"] = [];
  let at = HEADER.length;
  let before = Buffer.alloc(0);
  segments.forEach((segment, index) => {
    let text = Buffer.concat(segment);
    if (index > 0) {
      // The stored filler opens the segment: a block of its own, then the rest compressed.
      const filler = stored[index - 1]!;
      const block = storedBlock(Buffer.alloc(lengths[filler]!));
      slots.push({ offset: at + STORED_HEADER_BYTES, filler });
      chunks.push(block);
      at += block.length;
      before = Buffer.concat([before, fills[filler]!]).subarray(-WINDOW);
      text = text.subarray(lengths[filler]!);
    }
    const deflated = deflatePiece(text, before);
    chunks.push(deflated);
    at += deflated.length;
    before = Buffer.concat([before, text]).subarray(-WINDOW);
  });
  chunks.push(FINAL_BLOCK);
  const template: GzipTemplate = { ...checksums(texts, lengths, fillers), fillerBytes: [...lengths], body: Buffer.concat(chunks), slots };
  // Filler by filler, two sets of bytes that differ at every index and from each other's: a hole
  // whose bytes were literals, or copied from another filler or another index, would show it.
  for (let filler = 0; filler < lengths.length; filler++) {
    for (const shift of [0, 47]) {
      const values = lengths.map((length, other) =>
        other === filler ? String.fromCharCode(...Array.from({ length }, (_, i) => 0x21 + ((i + shift) % 94))) : "~".repeat(length),
      );
      let expected = parts[0]!;
      fillers.forEach((hole, index) => (expected += values[hole]! + parts[index + 1]!));
      let actual: string;
      try {
        actual = gunzipSync(gzipWith(template, values)).toString("utf8");
      } catch {
        return undefined;
      }
      if (actual !== expected) return undefined;
    }
  }
  return template;
}

/** Raw deflate of one piece, primed with the page before it, ending on a byte boundary. */
function deflatePiece(text: Buffer, before: Buffer): Buffer {
  if (text.length === 0) return Buffer.alloc(0);
  return deflateRawSync(text, {
    level: constants.Z_BEST_COMPRESSION,
    finishFlush: constants.Z_SYNC_FLUSH,
    ...(before.length > 0 ? { dictionary: before } : {}),
  });
}

/** A stored block at every hole but repeats within reach (a copy block each): the fallback. */
function splitTemplate(parts: readonly string[], lengths: readonly number[], fillers: readonly number[]): GzipTemplate {
  const texts = parts.map((part) => Buffer.from(part, "utf8"));
  let before = Buffer.alloc(0);
  /** Where each filler last appeared, as an offset in the page's bytes. */
  const lastAt = new Map<number, number>();
  let offset = 0;
  const pieces = texts.map((text, index) => {
    const filler = index > 0 ? fillers[index - 1]! : -1;
    let repeat: Buffer | undefined;
    if (index > 0) {
      const length = lengths[filler]!;
      before = Buffer.concat([before, Buffer.alloc(length, 0)]).subarray(-WINDOW);
      const previous = lastAt.get(filler);
      const distance = previous === undefined ? Infinity : offset - previous;
      if (distance <= WINDOW && length >= 3 && length <= 258) repeat = copyBlock(length, distance);
      lastAt.set(filler, offset);
      offset += length;
    }
    const deflated = deflatePiece(text, before);
    before = Buffer.concat([before, text]).subarray(-WINDOW);
    offset += text.length;
    return { deflated, filler: Math.max(filler, 0), repeat };
  });

  // The compressed page, with room for each filler that is stored rather than copied.
  const chunks: Buffer[] = [HEADER];
  const slots: GzipTemplate["slots"] = [];
  let at = HEADER.length;
  pieces.forEach((piece, index) => {
    if (index > 0) {
      const block = piece.repeat ?? storedBlock(Buffer.alloc(lengths[piece.filler]!));
      if (!piece.repeat) slots.push({ offset: at + STORED_HEADER_BYTES, filler: piece.filler });
      chunks.push(block);
      at += block.length;
    }
    chunks.push(piece.deflated);
    at += piece.deflated.length;
  });
  chunks.push(FINAL_BLOCK);
  return { ...checksums(texts, lengths, fillers), fillerBytes: [...lengths], body: Buffer.concat(chunks), slots };
}

/** What the checksum and length of a page need, whichever way it was compressed. */
function checksums(texts: readonly Buffer[], lengths: readonly number[], fillers: readonly number[]) {
  let offset = texts.reduce((sum, text) => sum + text.length, 0);
  for (const filler of fillers) offset += lengths[filler]!;
  let emptyCrc = 0;
  texts.forEach((text, index) => {
    if (index > 0) emptyCrc = crc32(Buffer.alloc(lengths[fillers[index - 1]!]!), emptyCrc);
    emptyCrc = crc32(text, emptyCrc);
  });
  // From the last hole back: each hole's shift is the next one's after the bytes between them;
  // a filler's is the sum of its holes' (the change it makes is the same in each).
  const shifts = lengths.map(() => new Uint32Array(32));
  let next = identity();
  let gap = 0;
  for (let hole = fillers.length - 1; hole >= 0; hole--) {
    gap += texts[hole + 1]!.length;
    next = compose(next, zeroShift(gap));
    const sum = shifts[fillers[hole]!]!;
    for (let bit = 0; bit < 32; bit++) sum[bit] = (sum[bit]! ^ next[bit]!) >>> 0;
    gap = lengths[fillers[hole]!]!;
  }
  return {
    size: offset,
    emptyCrc,
    emptyFillerCrcs: lengths.map((length) => crc32(Buffer.alloc(length))),
    shifts,
  };
}

/*
 * CRC-32 arithmetic. A CRC register moves linearly over the bytes it reads: over zero bytes, it is
 * a 32 × 32 bit matrix, kept as its 32 columns (what each single bit becomes).
 */
const identity = () => Uint32Array.from({ length: 32 }, (_, bit) => (1 << bit) >>> 0);

/** The register `register` after the matrix `columns`. */
function shift(columns: Uint32Array, register: number): number {
  let result = 0;
  for (let bit = 0; register !== 0; bit++, register >>>= 1) if (register & 1) result ^= columns[bit]!;
  return result >>> 0;
}

/** The matrix of reading `count` zero bytes (zlib's crc32 keeps the register inverted). */
function zeroShift(count: number): Uint32Array {
  const zeros = Buffer.alloc(count);
  return identity().map((column) => (crc32(zeros, (column ^ 0xffffffff) >>> 0) ^ 0xffffffff) >>> 0);
}

/** `second` after `first`. */
const compose = (second: Uint32Array, first: Uint32Array) => first.map((column) => shift(second, column));

/** Bits in deflate's order: values from the least significant bit, Huffman codes from the most. */
class BitWriter {
  readonly bytes: number[] = [];
  #bit = 0;
  bits(value: number, count: number) {
    for (let i = 0; i < count; i++) this.#push((value >> i) & 1);
  }
  code(code: number, length: number) {
    for (let i = length - 1; i >= 0; i--) this.#push((code >> i) & 1);
  }
  #push(bit: number) {
    if (this.#bit === 0) this.bytes.push(0);
    this.bytes[this.bytes.length - 1]! |= bit << this.#bit;
    this.#bit = (this.#bit + 1) % 8;
  }
}

const LENGTH_BASE = [3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258];
const LENGTH_EXTRA = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0];
const DISTANCE_BASE = [
  1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537, 2049, 3073, 4097, 6145,
  8193, 12289, 16385, 24577,
];
const DISTANCE_EXTRA = [0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13];

/** The last index whose base is at most `value`. */
const slot = (bases: number[], value: number) => bases.findLastIndex((base) => base <= value);

/**
 * A non-final block with fixed Huffman codes holding one back-reference (copy `length` bytes
 * from `distance` back), then an empty stored block so the next piece starts on a byte boundary.
 */
function copyBlock(length: number, distance: number): Buffer {
  const out = new BitWriter();
  out.bits(0, 1); // not the last block
  out.bits(1, 2); // fixed Huffman codes
  const lengthSlot = slot(LENGTH_BASE, length);
  const symbol = 257 + lengthSlot;
  // Fixed codes: 256-279 in 7 bits from 0, 280-287 in 8 bits from 0b11000000.
  if (symbol <= 279) out.code(symbol - 256, 7);
  else out.code(0b11000000 + symbol - 280, 8);
  out.bits(length - LENGTH_BASE[lengthSlot]!, LENGTH_EXTRA[lengthSlot]!);
  const distanceSlot = slot(DISTANCE_BASE, distance);
  out.code(distanceSlot, 5);
  out.bits(distance - DISTANCE_BASE[distanceSlot]!, DISTANCE_EXTRA[distanceSlot]!);
  out.code(0, 7); // end of block
  out.bits(0, 3); // an empty stored block: not last, type 00, then the byte boundary
  return Buffer.concat([Buffer.from(out.bytes), Buffer.from([0x00, 0x00, 0xff, 0xff])]);
}

/** A stored block's header: the block type, then its length and the length's complement. */
const STORED_HEADER_BYTES = 5;

/** A non-final stored block holding `bytes` (at most 65535), starting at a byte boundary. */
function storedBlock(bytes: Buffer): Buffer {
  const block = Buffer.alloc(5 + bytes.length);
  block[0] = 0x00;
  block.writeUInt16LE(bytes.length, 1);
  block.writeUInt16LE(~bytes.length & 0xffff, 3);
  bytes.copy(block, 5);
  return block;
}

/**
 * The page with its fillers in its holes, as one gzip member. One string fills a template of one
 * filler; otherwise one string per filler, each of the length the template was built for.
 */
export function gzipWith(template: GzipTemplate, fillers: string | readonly string[]): Buffer {
  const values = typeof fillers === "string" ? [fillers] : fillers;
  if (values.length !== template.fillerBytes.length) {
    throw new RangeError(`the template takes ${template.fillerBytes.length} filler(s), not ${values.length}`);
  }
  const { body: empty, slots, shifts, emptyFillerCrcs } = template;
  const body = Buffer.allocUnsafe(empty.length + 8);
  empty.copy(body);
  let crc = template.emptyCrc;
  values.forEach((value, filler) => {
    const fill = Buffer.from(value, "utf8");
    if (fill.length !== template.fillerBytes[filler]) {
      throw new RangeError(`filler ${filler} must be ${template.fillerBytes[filler]} bytes long, not ${fill.length}`);
    }
    for (const slot of slots) if (slot.filler === filler) fill.copy(body, slot.offset);
    // What this filler changes in the checksum, against the NUL bytes of the empty page.
    crc ^= shift(shifts[filler]!, (crc32(fill) ^ emptyFillerCrcs[filler]!) >>> 0);
  });
  body.writeUInt32LE(crc >>> 0, empty.length);
  body.writeUInt32LE(template.size >>> 0, empty.length + 4);
  return body;
}
