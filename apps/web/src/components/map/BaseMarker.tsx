import { Marker, Tooltip } from 'react-leaflet';
import { baseIcon } from './marker-icons.ts';

/** The base (拠点) routes start from and return to, named in its tooltip. */
export function BaseMarker({ base }: { base: { name: string; latitude: number; longitude: number } }) {
  return (
    <Marker
      position={[base.latitude, base.longitude]}
      icon={baseIcon()}
      title={`拠点: ${base.name}`}
      alt={`拠点: ${base.name}`}
    >
      <Tooltip>拠点: {base.name}</Tooltip>
    </Marker>
  );
}
