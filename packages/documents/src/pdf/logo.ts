import PDFDocument from "pdfkit";
import { inflateSync } from "node:zlib";

/** The parts of pdfkit's PNG reader (png-js) this check reads. */
interface PngReader {
  width: number;
  height: number;
  /** Bits per pixel, alpha included. */
  pixelBitlength: number;
  interlaceMethod: number;
  imgData: Buffer;
}

/** pdfkit's own reader of images, as the letterhead's `image()` opens them (not in its type declarations). */
interface ImageOpener {
  openImage(bytes: Buffer): { width: number; height: number; image?: PngReader };
}

/** A row's filter byte names one of PNG's five filters. */
const LAST_FILTER = 4;

/**
 * Whether pdfkit can draw the PNG's pixels without failing. pdfkit inflates and unfilters a PNG only when it has an
 * alpha channel or is interlaced, and png-js throws any fault found then from inside zlib's callback, where no caller
 * can catch it: a damaged logo would take the whole server down at its next invoice. So the whole image is inflated
 * here, and every row's filter byte read, before it can be saved. Interlaced logos are refused rather than walked.
 */
function pngDrawable(png: PngReader): boolean {
  if (png.interlaceMethod !== 0) return false;
  const rowBytes = 1 + Math.ceil((png.width * png.pixelBitlength) / 8);
  const expected = rowBytes * png.height;
  const pixels = inflateSync(png.imgData, { maxOutputLength: expected + 1 });
  if (pixels.length !== expected) return false;
  for (let row = 0; row < expected; row += rowBytes) if (pixels[row]! > LAST_FILTER) return false;
  return true;
}

/**
 * The pixel size of a PNG or JPEG the letterhead can print (pdfkit reads it from its own bytes, whatever its name), or
 * null when it is neither or is damaged.
 */
export function printableLogoSize(bytes: Buffer): { width: number; height: number } | null {
  try {
    const image = (new PDFDocument({ autoFirstPage: false }) as unknown as ImageOpener).openImage(bytes);
    if (image.image && !pngDrawable(image.image)) return null;
    return { width: image.width, height: image.height };
  } catch {
    return null;
  }
}
