import type { PDFDocumentProxy, PDFPageProxy } from "pdfjs-dist";

/** A PDF point is 1/72 inch, a CSS pixel 1/96: at 100 % a page shows at its printed size. */
export const CSS_PX_PER_PT = 96 / 72;
/** The largest canvas drawn (width × height): phones refuse bigger ones, and a zoomed page would not look sharper. */
const MAX_CANVAS_PIXELS = 16_777_216;
/** Printed pages are drawn at twice their size in CSS pixels (192 dpi), sharp on paper. */
const PRINT_SCALE = 2;

/**
 * pdf.js, loaded with the first document shown rather than with the app. Its worker is a file of our own build, served
 * from our origin, so the Content-Security-Policy allows it as a script of 'self'; pdf.js 6 no longer evaluates code.
 */
async function pdfjs() {
  const [library, worker] = await Promise.all([import("pdfjs-dist"), import("pdfjs-dist/build/pdf.worker.min.mjs?url")]);
  library.GlobalWorkerOptions.workerSrc = worker.default;
  return library;
}

/** Opens a PDF held in memory. Our documents embed their fonts, so pdf.js needs no font files of its own. */
export async function openPdf(file: Blob): Promise<PDFDocumentProxy> {
  const { getDocument } = await pdfjs();
  return getDocument({ data: new Uint8Array(await file.arrayBuffer()), enableXfa: false }).promise;
}

/** Draws `page` on `canvas` at `scale` (1 = printed size), as sharp as the screen's pixel density allows. */
export function drawPage(page: PDFPageProxy, canvas: HTMLCanvasElement, scale: number, density = window.devicePixelRatio || 1) {
  const viewport = page.getViewport({ scale: scale * CSS_PX_PER_PT });
  const wanted = viewport.width * viewport.height * density * density;
  const output = wanted > MAX_CANVAS_PIXELS ? Math.sqrt(MAX_CANVAS_PIXELS / (viewport.width * viewport.height)) : density;
  canvas.width = Math.floor(viewport.width * output);
  canvas.height = Math.floor(viewport.height * output);
  return page.render({ canvas, viewport, transform: output === 1 ? undefined : [output, 0, 0, output, 0, 0] });
}

const PRINT_SHEET_ID = "pdf-print";

/**
 * Prints a PDF from the page itself: its pages drawn as images into a sheet that only print shows. A frame of the PDF
 * would need the browser's own viewer, which the Content-Security-Policy and phones refuse.
 */
export async function printPdf(file: Blob): Promise<void> {
  const pdf = await openPdf(file);
  document.getElementById(PRINT_SHEET_ID)?.remove();
  const sheet = document.createElement("div");
  sheet.id = PRINT_SHEET_ID;
  const images: HTMLImageElement[] = [];
  try {
    for (let number = 1; number <= pdf.numPages; number++) {
      const page = await pdf.getPage(number);
      const canvas = document.createElement("canvas");
      await drawPage(page, canvas, PRINT_SCALE, 1).promise;
      const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve));
      const image = new Image();
      image.src = URL.createObjectURL(blob!);
      const size = page.getViewport({ scale: 1 });
      image.style.cssText = `display:block;width:${size.width}pt;height:${size.height}pt;break-after:page`;
      images.push(image);
    }
    await Promise.all(images.map((image) => image.decode()));
  } finally {
    await pdf.loadingTask.destroy();
  }
  const first = images[0]!.style;
  const style = document.createElement("style");
  style.textContent = `@media screen{#${PRINT_SHEET_ID}{display:none}}@media print{body>:not(#${PRINT_SHEET_ID}){display:none!important}}@page{size:${first.width} ${first.height};margin:0}`;
  sheet.append(style, ...images);
  document.body.append(sheet);
  window.addEventListener(
    "afterprint",
    () => {
      sheet.remove();
      for (const image of images) URL.revokeObjectURL(image.src);
    },
    { once: true },
  );
  window.print();
}
