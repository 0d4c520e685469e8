/**
 * Starts a file download in a browser by following a link to `url` (a server
 * address or an object URL), saved as `fileName` when given, else under the
 * name the server sends. Returns false where there is no document (Node),
 * leaving the download to the caller.
 *
 * @example triggerBrowserDownload(URL.createObjectURL(blob), 'runs.csv');
 */
export function triggerBrowserDownload(url: string, fileName = ''): boolean {
  if (typeof document === 'undefined') return false;
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
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
