/**
 * A prerendered page compressed once, at start, though every response carries a nonce of its own.
 *
 * The page is split where its nonce goes. Each piece is compressed as raw deflate ending with a
 * flush (so it ends on a byte boundary), primed with the text before it as the dictionary, as a
 * parallel gzip compressor does; in that dictionary each nonce is a run of NUL bytes of the
 * nonce's length, which never occurs in a page, so no back-reference can reach into a nonce.
 * A response lays the pieces side by side with its nonce between them, the first time as a stored
 * (uncompressed) block, then as a copy of the one before, and ends with the gzip trailer: it costs a CRC-32 over the page instead of compressing 60 kB of
 * HTML again, and is about as small as the whole page compressed in one go.
 */
import { constants, crc32, deflateRawSync } from "node:zlib";

export type GzipTemplate = {
  /**
   * The pieces of the page, as text and compressed; from the second filler on, the deflate block
   * that copies the filler before it (same bytes, a known distance back), when in reach.
   */
  pieces: { text: Buffer; deflated: Buffer; repeat?: Buffer }[];
  /** The length in bytes every filler must have (the dictionary was built with it). */
  fillerBytes: number;
};

/** Gzip member header: magic, deflate, no flags, no time, no extra flags, OS unknown. */
const HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0, 0, 0, 0, 0x00, 0xff]);
/** The last block: final, fixed Huffman codes, end of block only. */
const FINAL_BLOCK = Buffer.from([0x03, 0x00]);
/** Deflate's window: references reach at most this far back. */
const WINDOW = 32 * 1024;

/** The template of a page split at its fillers, each `fillerBytes` long; undefined if the page holds a NUL. */
export function gzipTemplate(parts: string[], fillerBytes: number): GzipTemplate | undefined {
  if (parts.some((part) => part.includes("\0"))) return undefined;
  const hole = Buffer.alloc(fillerBytes, 0);
  let before = Buffer.alloc(0);
  const pieces = parts.map((part, index) => {
    const text = Buffer.from(part, "utf8");
    if (index > 0) before = Buffer.concat([before, hole]).subarray(-WINDOW);
    const deflated =
      text.length === 0
        ? Buffer.alloc(0)
        : deflateRawSync(text, {
            level: constants.Z_BEST_COMPRESSION,
            finishFlush: constants.Z_SYNC_FLUSH,
            ...(before.length > 0 ? { dictionary: before } : {}),
          });
    before = Buffer.concat([before, text]).subarray(-WINDOW);
    // The filler before this piece is the same as the one before the previous piece.
    const distance = index >= 2 ? fillerBytes + Buffer.byteLength(parts[index - 1]!, "utf8") : Infinity;
    const repeat = distance <= WINDOW && fillerBytes >= 3 && fillerBytes <= 258 ? copyBlock(fillerBytes, distance) : undefined;
    return { text, deflated, repeat };
  });
  return { pieces, fillerBytes };
}

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

/** A non-final stored block holding `bytes` (at most 65535), starting at a byte boundary. */
function storedBlock(bytes: Buffer): Buffer {
  const block = Buffer.alloc(5 + bytes.length);
  block[0] = 0x00;
  block.writeUInt16LE(bytes.length, 1);
  block.writeUInt16LE(~bytes.length & 0xffff, 3);
  bytes.copy(block, 5);
  return block;
}

/** The page with `filler` between its pieces, as one gzip member (`filler` must have the template's length). */
export function gzipWith(template: GzipTemplate, filler: string): Buffer {
  const fill = Buffer.from(filler, "utf8");
  if (fill.length !== template.fillerBytes) {
    throw new RangeError(`the filler must be ${template.fillerBytes} bytes long, not ${fill.length}`);
  }
  const fillBlock = storedBlock(fill);
  const chunks: Buffer[] = [HEADER];
  let crc = 0;
  let size = 0;
  template.pieces.forEach((piece, index) => {
    if (index > 0) {
      chunks.push(piece.repeat ?? fillBlock);
      crc = crc32(fill, crc);
      size += fill.length;
    }
    chunks.push(piece.deflated);
    crc = crc32(piece.text, crc);
    size += piece.text.length;
  });
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(size >>> 0, 4);
  chunks.push(FINAL_BLOCK, trailer);
  return Buffer.concat(chunks);
}
