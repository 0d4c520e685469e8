import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import './uplot-chart.css';

interface UPlotChartProps {
  /** Builds the chart for a width; called again when the inputs change. */
  build: (width: number) => { options: uPlot.Options; data: uPlot.AlignedData };
  className?: string;
}

/**
 * A uPlot canvas that fills its container's width: made on mount and each
 * time `build` changes (memoise it), resized with the container, destroyed on
 * unmount.
 */
export function UPlotChart({ build, className }: UPlotChartProps) {
  const container = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const { options, data } = build(element.clientWidth);
    const chart = new uPlot(options, data, element);
    const observer = new ResizeObserver(() => {
      const width = element.clientWidth;
      if (width > 0 && width !== chart.width) chart.setSize({ width, height: options.height });
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      chart.destroy();
    };
  }, [build]);

  return <div ref={container} className={className} />;
}
