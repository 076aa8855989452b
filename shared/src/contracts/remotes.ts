/**
 * The platform's remotes and the parcels each exposes: the whole contract between the host
 * and a remote. A remote's module-federation.config.ts exposes exactly these.
 */
export const REMOTES = {
  remote_shell: { package: 'remote-shell', exposes: ['./Header', './Footer'] },
  remote_notifications: { package: 'remote-notifications', exposes: ['./Bell'] },
  remote_organizer: { package: 'remote-organizer', exposes: ['./Pages'] },
  remote_provider: { package: 'remote-provider', exposes: ['./Pages'] },
} as const;

export type RemoteName = keyof typeof REMOTES;
export type ParcelId = {
  [Name in RemoteName]: `${Name}/${(typeof REMOTES)[Name]['exposes'][number] extends `./${infer M}` ? M : never}`;
}[RemoteName];

export const REMOTE_NAMES = Object.keys(REMOTES) as RemoteName[];

/**
 * The registry document the host reads at start-up (/registry.json): where each remote's active
 * remoteEntry.js is, and the SHA-384 (Subresource Integrity) it must have. Nothing else: which
 * version, who deployed it and when stay with ops.
 */
export type Registry = {
  remotes: Record<string, { entry: string; integrity: string }>;
};
