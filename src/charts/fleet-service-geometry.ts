// Geometry of "GPUs in service by tranche" (model: Investment › fleet › site power): one stacked
// step band per tranche, its installed IT power (GPUs × kW per GPU, no PUE, no ramp) in each month
// d < m ≤ e, against a horizontal line for the site's usable IT power. The y axis is IT kW so that
// tranches with different kW per GPU stack against the same site limit; the stack's top in month m
// is the engine's powerKW[m − 1]. Month m is drawn over [m − 1, m]. Pure: inputs in, positions out.
import { area, curveStepAfter, scaleLinear } from 'd3';
import { plotBox, type Margin, DEFAULT_MARGIN } from './layout';

export interface ServiceTranche {
  name: string;
  gpus: number;
  deliveryMonth: number;
  exitMonth: number;
  kwPerGPU: number;
}

export interface ServiceBand {
  name: string;
  index: number;
  kwPerGPU: number;
  /** GPUs in service in months 1..H (index 0 = month 1). */
  gpus: number[];
  /** Bottom and top of the band (kW) in months 1..H. */
  lowKW: number[];
  highKW: number[];
  path: string;
}

export interface ServiceGeometry {
  bands: ServiceBand[];
  /** GPUs and IT kW in service in months 1..H, all tranches. */
  totalGPUs: number[];
  totalKW: number[];
  peakKW: number;
  /** y of the site's usable IT power line; null without a site. */
  usableY: number | null;
  x: ReturnType<typeof scaleLinear<number, number>>;
  y: ReturnType<typeof scaleLinear<number, number>>;
  box: ReturnType<typeof plotBox>;
}

/** Whether tranche t is in service in month m (delivered at the end of d, sold at the end of e). */
export function inService(t: Pick<ServiceTranche, 'deliveryMonth' | 'exitMonth'>, m: number): boolean {
  return m > t.deliveryMonth && m <= t.exitMonth;
}

export function fleetServiceGeometry(
  tranches: readonly ServiceTranche[],
  horizonMonths: number,
  usableKW: number | null,
  width: number,
  height: number,
  margin: Margin = DEFAULT_MARGIN,
): ServiceGeometry {
  const box = plotBox(width, height, margin);
  const H = Math.max(1, horizonMonths);
  const months = Array.from({ length: H }, (_, i) => i + 1);
  const base = months.map(() => 0);
  const totalGPUs = months.map(() => 0);
  const raw = tranches.map((t, index) => {
    const gpus = months.map((m) => (inService(t, m) ? t.gpus : 0));
    const lowKW = base.slice();
    gpus.forEach((g, i) => {
      base[i] += g * t.kwPerGPU;
      totalGPUs[i] += g;
    });
    return { name: t.name, index, kwPerGPU: t.kwPerGPU, gpus, lowKW, highKW: base.slice() };
  });
  const peakKW = base.reduce((mx, kw) => Math.max(mx, kw), 0);
  const top = Math.max(peakKW, usableKW ?? 0);
  const x = scaleLinear().domain([0, H]).range([box.left, box.right]);
  const y = scaleLinear()
    .domain([0, top > 0 ? top * 1.05 : 1])
    .nice()
    .range([box.bottom, box.top]);
  // Month m's value holds from x = m − 1 to m; the last point (x = H) closes the step.
  const xs = Array.from({ length: H + 1 }, (_, i) => i);
  const at = (i: number) => Math.min(i, H - 1);
  const bands = raw.map((b) => {
    const path =
      area<number>()
        .curve(curveStepAfter)
        .x((i) => x(i))
        .y0((i) => y(b.lowKW[at(i)]))
        .y1((i) => y(b.highKW[at(i)]))(xs) ?? '';
    return { ...b, path };
  });
  return { bands, totalGPUs, totalKW: base, peakKW, usableY: usableKW === null ? null : y(usableKW), x, y, box };
}

/** The month under pixel x (1..H), for the tooltip. */
export function monthAt(g: ServiceGeometry, px: number): number {
  const H = g.totalKW.length;
  return Math.min(H, Math.max(1, Math.floor(g.x.invert(px)) + 1));
}

/**
 * The chart's tranches: the engine's (name, GPUs, delivery and exit months) with each one's kW per
 * GPU from its input, else the capacity section's (model: Investment › fleet). Inputs and results
 * are matched by position: the engine keeps the inputs' order.
 */
export function serviceTranches(
  results: readonly { name: string; gpus: number; deliveryMonth: number; exitMonth: number }[],
  inputs: readonly { kwPerGPU?: number }[] | undefined,
  defaultKWPerGPU: number,
): ServiceTranche[] {
  return results.map((t, k) => ({
    name: t.name,
    gpus: t.gpus,
    deliveryMonth: t.deliveryMonth,
    exitMonth: t.exitMonth,
    kwPerGPU: inputs?.[k]?.kwPerGPU ?? defaultKWPerGPU,
  }));
}
