export { RemoteSlot, type RemoteSlotProps } from './remote-slot.tsx';
export { setParcelLoader, loadParcel, type ParcelLoader } from './parcel-loader.ts';
