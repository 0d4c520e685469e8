import { vi } from 'vitest';

/** Sizes every element reports, in px. */
interface ElementSize {
  width?: number;
  height?: number;
  /** Height of the content, scrolled within `height`; `height` (no overflow) unless given. */
  scrollHeight?: number;
}

/**
 * Gives every element a client size, as a browser's layout would: the test DOM lays nothing
 * out, so a virtualized list would otherwise see a scroller of height 0 and render no rows.
 * Returns a function that restores the real (zero) sizes; `vi.restoreAllMocks()` does too.
 *
 * @example const restore = stubElementSize({ height: 600, scrollHeight: 40_036 }); … restore();
 */
export function stubElementSize({
  width = 1280,
  height = 720,
  scrollHeight = height,
}: ElementSize = {}): () => void {
  const spies = [
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(height),
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(width),
    vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockReturnValue(scrollHeight),
  ];
  return () => {
    for (const spy of spies) spy.mockRestore();
  };
}
