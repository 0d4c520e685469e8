/**
 * Starts a file download in a browser by following a link to `url`. Returns
 * false where there is no document (Node), leaving the download to the caller.
 */
export function triggerBrowserDownload(url: string): boolean {
  if (typeof document === 'undefined') return false;
  const link = document.createElement('a');
  link.href = url;
  link.download = '';
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.appendChild(link);
  try {
    link.click();
  } finally {
    link.remove();
  }
  return true;
}
