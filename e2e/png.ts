import { crc32, deflateSync, inflateSync } from 'node:zlib';

/**
 * Chromium writes screenshots quickly rather than small. This writes the same pixels again with
 * every row unfiltered and the data deflated at the highest level, which for flat UI colours is
 * about 40 % smaller. Only what Chromium produces is handled: 8-bit RGB or RGBA, not interlaced.
 */
export function shrinkPng(png: Buffer): Buffer {
  const chunks: Array<{ type: string; data: Buffer }> = [];
  for (let offset = 8; offset < png.length;) {
    const length = png.readUInt32BE(offset);
    chunks.push({
      type: png.toString('latin1', offset + 4, offset + 8),
      data: png.subarray(offset + 8, offset + 8 + length),
    });
    offset += 12 + length;
  }
  const header = chunks.find((chunk) => chunk.type === 'IHDR')?.data;
  if (!header) throw new Error('Not a PNG: no IHDR chunk');
  const width = header.readUInt32BE(0);
  const height = header.readUInt32BE(4);
  const [bitDepth, colourType, , , interlace] = [header[8], header[9], header[10], header[11], header[12]];
  if (bitDepth !== 8 || (colourType !== 2 && colourType !== 6) || interlace !== 0) {
    throw new Error(`Unsupported PNG: bit depth ${bitDepth}, colour type ${colourType}, interlace ${interlace}`);
  }
  const bytesPerPixel = colourType === 6 ? 4 : 3;
  const stride = width * bytesPerPixel;
  const filtered = inflateSync(
    Buffer.concat(chunks.filter((chunk) => chunk.type === 'IDAT').map((chunk) => chunk.data)),
  );

  // Undo each row's filter (the five filters of the PNG format), writing rows with filter 0.
  const rows = Buffer.alloc(height * (stride + 1));
  for (let y = 0; y < height; y += 1) {
    const filter = filtered[y * (stride + 1)];
    const start = y * (stride + 1) + 1;
    for (let x = 0; x < stride; x += 1) {
      const left = x >= bytesPerPixel ? (rows[start + x - bytesPerPixel] as number) : 0;
      const up = y > 0 ? (rows[start + x - stride - 1] as number) : 0;
      const upLeft = x >= bytesPerPixel && y > 0 ? (rows[start + x - stride - 1 - bytesPerPixel] as number) : 0;
      let predictor = 0;
      if (filter === 1) predictor = left;
      else if (filter === 2) predictor = up;
      else if (filter === 3) predictor = (left + up) >> 1;
      else if (filter === 4) {
        const estimate = left + up - upLeft;
        const [toLeft, toUp, toUpLeft] = [
          Math.abs(estimate - left),
          Math.abs(estimate - up),
          Math.abs(estimate - upLeft),
        ];
        predictor = toLeft <= toUp && toLeft <= toUpLeft ? left : toUp <= toUpLeft ? up : upLeft;
      } else if (filter !== 0) throw new Error(`Unknown PNG row filter ${filter}`);
      rows[start + x] = ((filtered[start + x] as number) + predictor) & 0xff;
    }
  }

  const chunk = (type: string, data: Buffer) => {
    const typeAndData = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const out = Buffer.alloc(12 + data.length);
    out.writeUInt32BE(data.length, 0);
    typeAndData.copy(out, 4);
    out.writeUInt32BE(crc32(typeAndData), 8 + data.length);
    return out;
  };
  return Buffer.concat([
    png.subarray(0, 8),
    chunk('IHDR', header),
    ...chunks.filter(({ type }) => !['IHDR', 'IDAT', 'IEND'].includes(type)).map(({ type, data }) => chunk(type, data)),
    chunk('IDAT', deflateSync(rows, { level: 9, memLevel: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A PNG's width and height, from its IHDR chunk (which follows the 8-byte signature); throws if it is not a PNG. */
export function pngSize(png: Buffer): { width: number; height: number } {
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  if (!png.subarray(0, 8).equals(signature) || png.toString('latin1', 12, 16) !== 'IHDR') {
    throw new Error('Not a PNG');
  }
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}
