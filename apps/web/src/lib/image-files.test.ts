import { describe, expect, it } from 'vitest';
import { detectImageType, toUploadImage } from './image-files.ts';

const bytes = (...parts: (number[] | string)[]) =>
  new Uint8Array(parts.flatMap((p) => (typeof p === 'string' ? [...p].map((c) => c.charCodeAt(0)) : p)));

describe('detectImageType', () => {
  it('recognises JPEG, PNG, WebP and HEIC by their magic numbers', () => {
    expect(detectImageType(bytes([0xff, 0xd8, 0xff, 0xe0]))?.ext).toBe('jpg');
    expect(detectImageType(bytes([0x89], 'PNG\r\n\x1a\n'))?.ext).toBe('png');
    expect(detectImageType(bytes('RIFF', [0, 0, 0, 0], 'WEBPVP8 '))?.ext).toBe('webp');
    expect(detectImageType(bytes([0, 0, 0, 0x18], 'ftypheic'))?.ext).toBe('heic');
  });

  it('rejects other files', () => {
    expect(detectImageType(bytes('%PDF-1.7'))).toBeNull();
    expect(detectImageType(bytes([0, 0, 0, 0x18], 'ftypavif'))).toBeNull();
    expect(detectImageType(new Uint8Array())).toBeNull();
  });
});

describe('toUploadImage', () => {
  it('names the file after its detected type, whatever it was called', async () => {
    const file = await toUploadImage(new File([bytes([0x89], 'PNG\r\n\x1a\n', [1, 2, 3])], '写真.JPG'));
    expect(file?.name).toBe('image.png');
    expect(file?.type).toBe('image/png');
  });

  it('answers null for a file that is not an accepted image', async () => {
    expect(await toUploadImage(new File(['hello'], 'note.txt'))).toBeNull();
  });
});
