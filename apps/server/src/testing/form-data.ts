export interface Upload {
  name: string;
  bytes: Buffer;
  type?: string;
}

/** A multipart/form-data body as a browser sends it, every file in the field SPEC §7 names. */
export function formData(files: Upload[], field = "arrayOfFilesName") {
  const boundary = `----amlak${Math.random().toString(16).slice(2)}`;
  const parts = files.flatMap(({ name, bytes, type = "application/octet-stream" }) => [
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`),
    bytes,
    Buffer.from("\r\n"),
  ]);
  return {
    payload: Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}
