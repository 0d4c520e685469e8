import { triggerBrowserDownload } from '@lookout/client';

/** How long a saved file's object URL is kept, in ms. */
const revokeDelayMs = 10_000;

/**
 * Saves data the page already holds as a file: an object URL for the blob, followed as a
 * download link with the file name, then released.
 *
 * @example saveFile(new Blob(['a,b\r\n'], { type: 'text/csv' }), 'runs.csv');
 */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  try {
    triggerBrowserDownload(url, fileName);
  } finally {
    // Released once the browser has surely taken the data: some revoke races a download that
    // has not started reading yet.
    setTimeout(() => URL.revokeObjectURL(url), revokeDelayMs);
  }
}
