export { zipBomb } from "./zip-bomb.ts";
export { pdfImages, pdfText } from "./read-pdf.ts";
