import { constants, crc32, deflateRawSync } from "node:zlib";

/**
 * A gzip body assembled from text compressed once, ahead of time, with short per-response
 * pieces (the CSP nonce) stored uncompressed between its parts.
 *
 * Each part is compressed on its own and ended with a full flush, which leaves the deflate stream
 * byte-aligned with no reference to earlier data, so compressed parts and stored blocks can follow
 * one another in any order. Only the checksum of the whole text has to be computed per response.
 */
export interface SplicedGzip {
  /**
   * The gzip body for `parts` joined with `insert` between each pair, as the pieces to write one
   * after another (most of them shared by every response, so nothing large is copied).
   */
  assemble(insert: Buffer): Buffer[];
}

const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0, 0, 0, 0, 0, 0, 0xff]);
/** An empty stored block with the final-block bit: the end of the deflate stream. */
const FINAL_EMPTY_BLOCK = Buffer.from([0x01, 0x00, 0x00, 0xff, 0xff]);
const MAX_STORED_BLOCK = 0xffff;

/** Node's crc32 forgets the running value for some empty buffers, and an empty one changes nothing. */
const extendChecksum = (checksum: number, bytes: Buffer) =>
  bytes.length === 0 ? checksum : crc32(bytes, checksum);

/** `bytes` as one uncompressed (stored) deflate block that is not the last. */
function storedBlock(bytes: Buffer): Buffer {
  if (bytes.length > MAX_STORED_BLOCK) throw new RangeError("Stored block too long");
  const header = Buffer.alloc(5);
  header[0] = 0x00;
  header.writeUInt16LE(bytes.length, 1);
  header.writeUInt16LE(~bytes.length & 0xffff, 3);
  return Buffer.concat([header, bytes]);
}

export function spliceGzip(parts: readonly Buffer[]): SplicedGzip {
  const compressed = parts.map((part) =>
    deflateRawSync(part, { level: 9, finishFlush: constants.Z_FULL_FLUSH }),
  );
  const partsLength = parts.reduce((total, part) => total + part.length, 0);

  return {
    assemble(insert) {
      const stored = storedBlock(insert);
      const pieces: Buffer[] = [GZIP_HEADER];
      let checksum = 0;
      parts.forEach((part, index) => {
        if (index > 0) {
          pieces.push(stored);
          checksum = extendChecksum(checksum, insert);
        }
        pieces.push(compressed[index]!);
        checksum = extendChecksum(checksum, part);
      });
      const trailer = Buffer.alloc(8);
      trailer.writeUInt32LE(checksum >>> 0, 0);
      trailer.writeUInt32LE((partsLength + insert.length * (parts.length - 1)) >>> 0, 4);
      pieces.push(FINAL_EMPTY_BLOCK, trailer);
      return pieces;
    },
  };
}
