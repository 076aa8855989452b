/**
 * The platform's remotes (by federation name) and the parcels each exposes: the whole contract
 * between the host and a remote. A remote's module-federation.config.ts exposes exactly these;
 * which package builds each, and on which port, is tooling's (tooling/src/apps.ts).
 */
export const REMOTES = {
  remote_shell: { exposes: ['./Header', './Footer'] },
  // `./Pages`: `/notifications`, every notification (the bell's popup shows the newest five).
  remote_notifications: { exposes: ['./Bell', './Pages'] },
  remote_organizer: { exposes: ['./Pages'] },
  // `./BusinessEvent`: `/event/{id}` for a business, mounted by the organizer's pages (the path's owner).
  remote_provider: { exposes: ['./Pages', './BusinessEvent'] },
} as const;

export type RemoteName = keyof typeof REMOTES;
export type ParcelId = {
  [Name in RemoteName]: `${Name}/${(typeof REMOTES)[Name]['exposes'][number] extends `./${infer M}` ? M : never}`;
}[RemoteName];

export const REMOTE_NAMES = Object.keys(REMOTES) as RemoteName[];

/** Where one published version's remoteEntry.js is, and the SHA-384 (Subresource Integrity) it must have. */
export type RegistryVersion = { entry: string; integrity: string; version?: string };

/** A version a share of sessions loads instead of the stable one (docs/operations.md, "Canaries"). */
export type RegistryCanary = RegistryVersion & { version: string; percent: number };

/**
 * A remote's stable version (entry, hash and, from registries written since canaries, its name),
 * its canary if it has one, and the versions recently taken away for a fault, which an open tab
 * leaves as soon as it can. Older registries have only `entry` and `integrity`.
 */
export type RegistryRemote = RegistryVersion & { canary?: RegistryCanary; withdrawn?: string[] };

/**
 * The registry document the host reads at start-up (/registry.json), keyed by federation name:
 * nothing but each remote's entry and hash. Ops keeps the same document with more per remote
 * (its version), hence `Remote`; who deployed what and when stays in ops' record, never sent.
 */
export type Registry<Remote extends RegistryVersion = RegistryRemote> = {
  remotes: Record<string, Remote>;
  /** The ops key's public half (SPKI, base64) that signs preview links, when the environment has one. */
  previewKey?: string;
};
