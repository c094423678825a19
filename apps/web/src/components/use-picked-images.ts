import { useCallback, useEffect, useRef, useState } from 'react';
import { formatFileSize } from '../lib/format.ts';
import { toUploadImage } from '../lib/image-files.ts';

/** A picked image before upload: renamed after its type, with an object URL for the preview. */
export type PickedImage = { key: number; file: File; originalName: string; previewUrl: string };

let nextKey = 1;

export type ImageLimits = { maxCount: number; maxBytes: number };

/**
 * Images chosen for upload, checked against the field's limits before upload (type from the bytes,
 * size, count). Preview URLs are released on removal, on clear and on unmount.
 */
export function usePickedImages({ maxCount, maxBytes }: ImageLimits) {
  const [images, setImages] = useState<PickedImage[]>([]);
  const [problems, setProblems] = useState<string[]>([]);
  const current = useRef(images);

  useEffect(() => {
    current.current = images;
  }, [images]);

  useEffect(
    () => () => {
      for (const image of current.current) URL.revokeObjectURL(image.previewUrl);
    },
    [],
  );

  const add = useCallback(
    async (files: readonly File[]) => {
      const found: string[] = [];
      const accepted: PickedImage[] = [];
      let room = maxCount - current.current.length;
      for (const file of files) {
        if (file.size > maxBytes) {
          found.push(`${file.name}: ${formatFileSize(maxBytes)}を超えるため追加できません`);
          continue;
        }
        const named = await toUploadImage(file);
        if (!named) {
          found.push(`${file.name}: JPEG・PNG・WebP・HEIC形式の画像を選択してください`);
          continue;
        }
        if (room <= 0) {
          found.push(`画像は${maxCount}枚まで追加できます`);
          break;
        }
        room -= 1;
        accepted.push({
          key: nextKey++,
          file: named,
          originalName: file.name,
          previewUrl: URL.createObjectURL(named),
        });
      }
      current.current = [...current.current, ...accepted];
      setImages(current.current);
      setProblems(found);
    },
    [maxCount, maxBytes],
  );

  const remove = useCallback((key: number) => {
    const target = current.current.find((image) => image.key === key);
    if (target) URL.revokeObjectURL(target.previewUrl);
    current.current = current.current.filter((image) => image.key !== key);
    setImages(current.current);
    setProblems([]);
  }, []);

  const clear = useCallback(() => {
    for (const image of current.current) URL.revokeObjectURL(image.previewUrl);
    current.current = [];
    setImages([]);
    setProblems([]);
  }, []);

  return { images, problems, add, remove, clear };
}
