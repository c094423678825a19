import type { StoredFile } from '@rikuun/contract';
import { DeletableImageGrid } from '../../components/DeletableImageGrid.tsx';
import { useDeleteMaintenanceImageMutation } from './maintenances.api.ts';

type Props = { vehicleId: string; maintenanceId: string; images: readonly StoredFile[] };

/** Thumbnails of a maintenance record's photos: tap to open the original, delete after confirming. */
export function MaintenanceImages({ vehicleId, maintenanceId, images }: Props) {
  const [deleteImage, { isLoading }] = useDeleteMaintenanceImageMutation();
  return (
    <DeletableImageGrid
      images={images}
      label="整備記録の画像"
      noun="画像"
      confirmMessage="この画像を整備記録から削除します。この操作は取り消せません。"
      size={88}
      deleting={isLoading}
      onDelete={(image) => deleteImage({ vehicleId, maintenanceId, imageId: image.id }).unwrap()}
    />
  );
}
