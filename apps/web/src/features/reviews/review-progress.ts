/** "12 of 40 reviewed". */
export function progressText(done: number, total: number): string {
  return `${done} of ${total} reviewed`;
}
