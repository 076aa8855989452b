/** A full reload, so every screen starts afresh in the newly chosen view. */
export function reloadPage(): void {
  window.location.reload();
}
