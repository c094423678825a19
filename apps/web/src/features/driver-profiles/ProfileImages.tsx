import type { StoredFile } from '@rikuun/contract';
import { DeletableImageGrid } from '../../components/DeletableImageGrid.tsx';
import { useDeleteDriverProfileImageMutation } from './driver-profiles.api.ts';

type Props = { driverId: string; images: readonly StoredFile[] };

/** The profile's photos as thumbnails: tap to open the original, delete one after confirming. */
export function ProfileImages({ driverId, images }: Props) {
  const [deleteImage, { isLoading }] = useDeleteDriverProfileImageMutation();
  return (
    <DeletableImageGrid
      images={images}
      label="プロフィールの写真"
      noun="写真"
      confirmMessage="この写真を詳細プロフィールから削除します。この操作は取り消せません。"
      size={96}
      deleting={isLoading}
      onDelete={(image) => deleteImage({ driverId, imageId: image.id }).unwrap()}
    />
  );
}
