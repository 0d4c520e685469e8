import { vi } from 'vitest';

/**
 * Gives canvases a 2D context that draws nothing: the test DOM has none, and
 * uPlot draws on one. Returns a function that restores the real one.
 */
export function stubCanvasContext(): () => void {
  const context = new Proxy({} as Record<string | symbol, unknown>, {
    get(target, property) {
      if (property in target) return target[property];
      if (property === 'measureText') return () => ({ width: 10 });
      if (property === 'canvas') return undefined;
      return () => undefined;
    },
    set(target, property, value) {
      target[property] = value;
      return true;
    },
  });
  const spy = vi
    .spyOn(HTMLCanvasElement.prototype, 'getContext')
    .mockReturnValue(context as unknown as CanvasRenderingContext2D);
  return () => spy.mockRestore();
}
