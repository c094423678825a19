import type { Download } from 'playwright-core';

/** A download's bytes. The run shares one Chromium over a connection, so there is no local path to read. */
export async function downloadedBytes(download: Download): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
