/** Small genuine files of the kinds SPEC §3 accepts, and impostors, for upload tests. */
export const SAMPLE_FILES = {
  pdf: Buffer.from(
    "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj " +
      "3 0 obj<</Type/Page/MediaBox[0 0 200 200]/Parent 2 0 R>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
  ),
  /** A 1×1 PNG. */
  png: Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==", "base64"),
  txt: Buffer.from("عقد الإيجار — ملاحظات\nLease notes\n"),
  /** A Windows executable's header (MZ … PE). */
  exe: Buffer.concat([Buffer.from("MZ"), Buffer.alloc(58), Buffer.from([0x40, 0, 0, 0]), Buffer.from("PE\0\0"), Buffer.alloc(64)]),
  /** A Linux executable's header. */
  elf: Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(120)]),
};
