export { RemoteSlot, type RemoteSlotProps } from './remote-slot.tsx';
export {
  setParcelLoader,
  loadParcel,
  announceRemoteVersion,
  onRemoteVersion,
  type ParcelLoader,
  type RemoteVersionChange,
} from './parcel-loader.ts';
