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

/** The registry document the host reads at start-up: each remote's active manifest. */
export type Registry = {
  remotes: Record<string, { version: string; manifest: string }>;
};
