import type { ParcelId } from 'shared/contracts';
import { RemoteSlot } from 'shared/remote-slot';
import { FullScreenSpinner } from 'shared/ui';

/** A page group owned by a remote: its parcel stays mounted while the path stays in the group. */
export function RemotePages({ id, label }: { id: ParcelId; label: string }) {
  return <RemoteSlot id={id} label={label} loading={<FullScreenSpinner />} />;
}
