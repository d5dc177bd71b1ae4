import { promisify } from "node:util";
import { crc32, inflateRaw } from "node:zlib";

const inflate = promisify(inflateRaw);

const LOCAL_HEADER = 0x04034b50;
const CENTRAL_DIRECTORY_ENTRY = 0x02014b50;
const END_OF_CENTRAL_DIRECTORY = 0x06054b50;
/** The end record is 22 bytes followed by a comment of at most 65,535. */
const END_RECORD_REACH = 22 + 0xffff;
const ENCRYPTED = 0x0001;
const UTF8_NAME = 0x0800;
const STORED = 0;
const DEFLATED = 8;

interface ZipEntry {
  /** The name's bytes as written, and whether they are UTF-8. */
  name: Buffer;
  utf8: boolean;
  content: Buffer;
}

interface DirectoryEntry {
  name: Buffer;
  flags: number;
  method: number;
  packedSize: number;
  /** What the entry says it unpacks to. */
  size: number;
  localHeader: number;
}

function endRecord(file: Buffer): number {
  for (let at = file.length - 22; at >= Math.max(0, file.length - END_RECORD_REACH); at--) {
    if (file.readUInt32LE(at) === END_OF_CENTRAL_DIRECTORY) return at;
  }
  throw new Error("not a zip archive");
}

// ZIP64 archives (sizes and offsets of 0xffffffff), which no workbook of ours needs, fail the size or bounds checks.
function centralDirectory(file: Buffer): DirectoryEntry[] {
  const end = endRecord(file);
  const entries: DirectoryEntry[] = [];
  let at = file.readUInt32LE(end + 16);
  for (let count = file.readUInt16LE(end + 10); count > 0; count--) {
    if (at + 46 > file.length || file.readUInt32LE(at) !== CENTRAL_DIRECTORY_ENTRY) throw new Error("broken zip directory");
    const nameEnd = at + 46 + file.readUInt16LE(at + 28);
    const next = nameEnd + file.readUInt16LE(at + 30) + file.readUInt16LE(at + 32);
    if (next > file.length) throw new Error("broken zip directory");
    entries.push({
      name: file.subarray(at + 46, nameEnd),
      flags: file.readUInt16LE(at + 8),
      method: file.readUInt16LE(at + 10),
      packedSize: file.readUInt32LE(at + 20),
      size: file.readUInt32LE(at + 24),
      localHeader: file.readUInt32LE(at + 42),
    });
    at = next;
  }
  return entries;
}

function packedData(file: Buffer, { localHeader: at, packedSize }: DirectoryEntry): Buffer {
  if (at + 30 > file.length || file.readUInt32LE(at) !== LOCAL_HEADER) throw new Error("broken zip entry");
  const start = at + 30 + file.readUInt16LE(at + 26) + file.readUInt16LE(at + 28);
  if (start + packedSize > file.length) throw new Error("broken zip entry");
  return file.subarray(start, start + packedSize);
}

const NOT_AS_DECLARED = "unpacks to other than its zip directory says";

/** The entry's content, never inflated beyond the size it declares (a lie costs at most one chunk more). */
async function unpack(file: Buffer, entry: DirectoryEntry): Promise<Buffer> {
  if (entry.flags & ENCRYPTED) throw new Error("encrypted zip entry");
  const data = packedData(file, entry);
  let content: Buffer;
  if (entry.method === STORED) content = data;
  else if (entry.method === DEFLATED) {
    content = await inflate(data, { maxOutputLength: Math.max(1, entry.size) }).catch((error: unknown) => {
      throw (error as { code?: string }).code === "ERR_BUFFER_TOO_LARGE" ? new Error(NOT_AS_DECLARED) : error;
    });
  } else throw new Error(`zip compression method ${entry.method}`);
  if (content.length !== entry.size) throw new Error(NOT_AS_DECLARED);
  return content;
}

/**
 * Every entry of a zip that unpacks to at most `maxBytes` in all. The bytes actually inflated are bounded, not only
 * the sizes declared: the declared sizes must fit, and each entry is inflated no further than its declared size.
 */
export async function unzip(file: Buffer, maxBytes: number): Promise<ZipEntry[]> {
  const directory = centralDirectory(file);
  if (directory.reduce((total, entry) => total + entry.size, 0) > maxBytes) throw new Error("unpacks too large");
  const entries: ZipEntry[] = [];
  for (const entry of directory) {
    entries.push({ name: entry.name, utf8: (entry.flags & UTF8_NAME) !== 0, content: await unpack(file, entry) });
  }
  return entries;
}

/** The fields a local header (from byte 4) and a central directory entry (from byte 6) share, for a stored entry. */
function describeStored(header: Buffer, at: number, { name, utf8, content }: ZipEntry, checksum: number) {
  header.writeUInt16LE(10, at); // version 1.0 extracts a stored entry; method, time and date stay 0
  header.writeUInt16LE(utf8 ? UTF8_NAME : 0, at + 2);
  header.writeUInt32LE(checksum, at + 10);
  header.writeUInt32LE(content.length, at + 14);
  header.writeUInt32LE(content.length, at + 18);
  header.writeUInt16LE(name.length, at + 22);
}

/** The entries as a zip without compression: a reader given it has nothing left to inflate. */
export function storedZip(entries: ZipEntry[]): Buffer {
  const files: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const checksum = crc32(entry.content);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(LOCAL_HEADER, 0);
    describeStored(local, 4, entry, checksum);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(CENTRAL_DIRECTORY_ENTRY, 0);
    describeStored(central, 6, entry, checksum);
    central.writeUInt32LE(offset, 42);
    files.push(local, entry.name, entry.content);
    directory.push(central, entry.name);
    offset += local.length + entry.name.length + entry.content.length;
  }
  const centralDirectory = Buffer.concat(directory);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(END_OF_CENTRAL_DIRECTORY, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(centralDirectory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...files, centralDirectory, end]);
}
