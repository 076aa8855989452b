/**
 * Whether someone is using a slot, so its parcel must not be swapped under them: a field in it
 * was edited and not yet submitted or reset (mid-form), or, unless the swap leaves a fault, focus
 * is inside it. Edits are followed by events, since a controlled field's default value follows
 * its value.
 */
export function watchSlotUse(element: HTMLElement) {
  let edited = false;
  const onEdit = () => (edited = true);
  const onDone = () => (edited = false);
  element.addEventListener('input', onEdit);
  element.addEventListener('change', onEdit);
  element.addEventListener('submit', onDone);
  element.addEventListener('reset', onDone);
  return {
    inUse: ({ fault }: { fault: boolean }) => edited || (!fault && element.contains(document.activeElement)),
    /** Whether a field was edited and not submitted: a navigation does not end that. */
    midForm: () => edited,
    stop: () => {
      element.removeEventListener('input', onEdit);
      element.removeEventListener('change', onEdit);
      element.removeEventListener('submit', onDone);
      element.removeEventListener('reset', onDone);
    },
  };
}
