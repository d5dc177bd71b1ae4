import { constants, deflateRawSync } from "node:zlib";

const MEGABYTE = 1024 * 1024;
/** A megabyte of spaces deflated and fully flushed: a piece that stands alone, so repeating it makes any length. */
const PIECE = deflateRawSync(Buffer.alloc(MEGABYTE, " "), { level: 9, finishFlush: constants.Z_FULL_FLUSH });
/** The empty last block that ends a deflate stream. */
const LAST_BLOCK = Buffer.from([0x03, 0x00]);

interface Bomb {
  /** What the entry really unpacks to: this many megabytes of spaces. */
  megabytes: number;
  /** What its headers say it unpacks to. */
  declaredBytes: number;
  /** Without the last block the stream is cut short, so only a reader that inflates it to the end notices. */
  ended?: boolean;
}

/**
 * A zip of one worksheet entry that unpacks to `megabytes` of spaces while its local header and central directory
 * declare `declaredBytes` (≈1 KB of zip per megabyte unpacked).
 */
export function zipBomb({ megabytes, declaredBytes, ended = true }: Bomb): Buffer {
  const name = Buffer.from("xl/worksheets/sheet1.xml");
  const data = Buffer.concat([...Array.from({ length: megabytes }, () => PIECE), ...(ended ? [LAST_BLOCK] : [])]);
  const sizes = (header: Buffer, at: number) => {
    header.writeUInt16LE(8, at); // deflate
    header.writeUInt32LE(data.length, at + 10);
    header.writeUInt32LE(declaredBytes, at + 14);
    header.writeUInt16LE(name.length, at + 18);
  };
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  sizes(local, 8);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4);
  central.writeUInt16LE(20, 6);
  sizes(central, 10);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(central.length + name.length, 12);
  end.writeUInt32LE(local.length + name.length + data.length, 16);
  return Buffer.concat([local, name, data, central, name, end]);
}
