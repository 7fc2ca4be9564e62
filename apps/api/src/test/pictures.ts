import sharp from "sharp";

/** A JPEG photo as a phone makes it: noise (so it does not compress to nothing) and EXIF with a camera and GPS position. */
export function cameraJpeg(width = 800, height = 600): Promise<Buffer> {
  const noise = Buffer.alloc(width * height * 3);
  for (let i = 0; i < noise.length; i++) noise[i] = (i * 7919) % 251;
  return sharp(noise, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .withExif({ IFD0: { Make: "Vayu Test Camera", Copyright: "Secret Studio" }, IFD3: { GPSLatitudeRef: "N" } })
    .toBuffer();
}

/** A multipart/form-data body with one file part, as a browser's form would send it. */
export function multipartFile(field: string, filename: string, contentType: string, bytes: Buffer) {
  const boundary = `----vayu${Math.random().toString(16).slice(2)}`;
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { "content-type": `multipart/form-data; boundary=${boundary}` } };
}
