/**
 * Splits a growing NDJSON text into its JSON values: hand it the text received so far (XHR's
 * responseText grows as the answer arrives) and it answers the lines completed since the last call.
 * A line cut off in the middle waits for the rest.
 */
export class NdjsonLines {
  private read = 0;

  next(text: string): unknown[] {
    const values: unknown[] = [];
    let end = text.indexOf('\n', this.read);
    while (end >= 0) {
      const line = text.slice(this.read, end).trim();
      this.read = end + 1;
      if (line) values.push(JSON.parse(line));
      end = text.indexOf('\n', this.read);
    }
    return values;
  }
}

/** The file name of a Content-Disposition header: filename* (RFC 5987) first, else filename. */
export function dispositionFileName(header: string | null, fallback: string): string {
  if (!header) return fallback;
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(header)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded.trim());
    } catch {
      // A malformed escape: try the plain name.
    }
  }
  return /filename="([^"]+)"/i.exec(header)?.[1] ?? fallback;
}
