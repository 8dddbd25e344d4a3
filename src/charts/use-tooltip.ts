import { useCallback, useState } from 'react';
import type { MouseEvent } from 'react';
import type { TooltipData } from './tooltip';

/** Pointer position in the SVG's own coordinates (viewBox = width × height, drawn 1:1 when unscaled). */
export function localPoint(event: MouseEvent<Element>, width: number): { x: number; y: number } {
  const svg = event.currentTarget instanceof SVGElement ? (event.currentTarget.ownerSVGElement ?? event.currentTarget) : event.currentTarget;
  const rect = svg.getBoundingClientRect();
  const scale = rect.width > 0 ? width / rect.width : 1;
  return { x: (event.clientX - rect.left) * scale, y: (event.clientY - rect.top) * scale };
}

export function useTooltip() {
  const [tip, setTip] = useState<TooltipData | null>(null);
  const hide = useCallback(() => setTip(null), []);
  return { tip, show: setTip, hide };
}
