import type { ParcelId } from 'shared/contracts';
import { RemoteSlot } from 'shared/remote-slot';
import { FullScreenSpinner } from 'shared/ui';

/**
 * A page group owned by a remote: its parcel stays mounted while the path stays in the group.
 * Keyed by id so that moving to another group mounts that group's parcel instead of handing
 * the old one new props.
 */
export function RemotePages({ id, label }: { id: ParcelId; label: string }) {
  return <RemoteSlot key={id} id={id} label={label} loading={<FullScreenSpinner />} />;
}
