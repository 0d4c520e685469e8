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
    // Released after the click has handed the data to the browser's download.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}
