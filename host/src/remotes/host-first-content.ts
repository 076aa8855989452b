/**
 * A host page whose first view draws its largest paint from an answer of the API (the results'
 * first card) says here when it has rendered that answer, or failed to; the remotes' first
 * parcels wait for it there (firstViewOrder). Said once: later renders change nothing.
 */
let markRendered: () => void = () => {};

export const hostFirstContent = new Promise<void>((resolve) => (markRendered = resolve));

export function hostFirstContentRendered(): void {
  markRendered();
}
