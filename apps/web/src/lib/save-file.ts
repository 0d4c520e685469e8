/** How long a saved file's object URL is kept, in ms. */
const revokeDelayMs = 10_000;

/**
 * Saves data the page already holds as a file: an object URL for the blob, followed by a hidden
 * link with the file name, then released.
 *
 * @example saveFile(new Blob(['a,b\r\n'], { type: 'text/csv' }), 'runs.csv');
 */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
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
    // Released once the browser has surely taken the data: some revoke races a download that
    // has not started reading yet.
    setTimeout(() => URL.revokeObjectURL(url), revokeDelayMs);
  }
}
