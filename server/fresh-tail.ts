/**
 * A page that is the same for every visitor up to its last few bytes, compressed once.
 *
 * A server-rendered page with a form carries values that must be fresh in every response (the
 * form's tokens). They are rendered at the very end of the page (app/page-template.ts), so all
 * the rest, the head, is compressed once, and ended with a flush: the compressed head stops on a
 * byte boundary with everything it holds already out. A response sends that buffer as it is,
 * followed by its own few bytes stored uncompressed (a stored block in gzip, an uncompressed
 * meta-block in Brotli) and the end of the stream. Nothing is copied per response, and the head
 * gets Brotli's best setting.
 *
 * Why not holes anywhere in the page, filled per response (the way this server first did it): a
 * copy of the page per response, about 13 kB, cost a fifth of the server's throughput on those
 * pages, much more than the copy itself (measured against one shared buffer, in alternating runs
 * of the load script); and Brotli cannot be filled in like that.
 */
import { promisify } from "node:util";
import { brotliCompress, constants, crc32, deflateRaw } from "node:zlib";

const brotliAsync = promisify(brotliCompress);
const deflateRawAsync = promisify(deflateRaw);

export type Encoding = "br" | "gzip" | "identity";

export type CompressedHead = {
  /** The head as it is (for a client that accepts no compression). */
  identity: Buffer;
  /** Brotli, flushed: a stream to be continued. */
  br: Buffer;
  /** A gzip member's header and the head as raw deflate, flushed: to be continued. */
  gzip: Buffer;
  /** The CRC-32 of the head, for the gzip trailer. */
  crc: number;
};

/** Gzip member header: magic, deflate, no flags, no time, no extra flags, OS unknown. */
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0, 0, 0, 0, 0x00, 0xff]);
/** The most bytes a gzip stored block or a Brotli meta-block of four length nibbles holds. */
const MAX_BLOCK = 65_535;

/**
 * Compresses a head on the thread pool. `quality` is Brotli's: the best (11) takes about 45 ms
 * for an excursion page, the fast one (5) 2 ms for a tenth more bytes.
 */
export async function compressHead(html: Buffer, quality: number = constants.BROTLI_MAX_QUALITY): Promise<CompressedHead> {
  const [br, deflated] = await Promise.all([
    brotliAsync(html, {
      finishFlush: constants.BROTLI_OPERATION_FLUSH,
      params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: html.length },
    }),
    deflateRawAsync(html, { level: constants.Z_BEST_COMPRESSION, finishFlush: constants.Z_SYNC_FLUSH }),
  ]);
  return { identity: html, br, gzip: Buffer.concat([GZIP_HEADER, deflated]), crc: crc32(html) };
}

/**
 * The whole page in the given encoding, as pieces to write one after the other: the shared head,
 * then this response's tail and the stream's end.
 */
export function withTail(head: CompressedHead, encoding: Encoding, tail: Buffer): [shared: Buffer, own: Buffer] {
  if (encoding === "identity") return [head.identity, tail];
  if (encoding === "br") return [head.br, brotliStoredEnd(tail)];
  return [head.gzip, gzipStoredEnd(tail, crc32(tail, head.crc), head.identity.length + tail.length)];
}

/** Brotli: the tail in uncompressed meta-blocks, then an empty last one. */
function brotliStoredEnd(tail: Buffer): Buffer {
  const pieces: Buffer[] = [];
  for (let at = 0; at < tail.length; at += MAX_BLOCK) {
    const bytes = tail.subarray(at, at + MAX_BLOCK);
    // Bits from the lowest: ISLAST 0, MNIBBLES 0 (four nibbles), MLEN - 1 in 16 bits,
    // ISUNCOMPRESSED 1, then zeros to the byte boundary.
    const header = ((bytes.length - 1) << 3) | (1 << 19);
    pieces.push(Buffer.from([header & 0xff, (header >> 8) & 0xff, header >> 16]), bytes);
  }
  // ISLAST 1, ISLASTEMPTY 1.
  pieces.push(Buffer.from([0x03]));
  return Buffer.concat(pieces);
}

/** Gzip: the tail in stored blocks (the last one final), then the checksum and length. */
function gzipStoredEnd(tail: Buffer, crc: number, size: number): Buffer {
  const pieces: Buffer[] = [];
  let at = 0;
  do {
    const bytes = tail.subarray(at, at + MAX_BLOCK);
    at += bytes.length;
    const header = Buffer.alloc(5);
    header[0] = at >= tail.length ? 0x01 : 0x00;
    header.writeUInt16LE(bytes.length, 1);
    header.writeUInt16LE(~bytes.length & 0xffff, 3);
    pieces.push(header, bytes);
  } while (at < tail.length);
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(size >>> 0, 4);
  pieces.push(trailer);
  return Buffer.concat(pieces);
}
