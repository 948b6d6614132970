/** Loads the current page again from the server: what is running on it stops. */
export function reloadPage(): void {
  window.location.reload();
}
