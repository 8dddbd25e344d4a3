// Geometry of the capacity waterfall: contracted power → IT load → usable → the nodes' own draw,
// each loss as a floating step between two totals (the stranded power, then the network and
// storage overhead the nodes bring with them), and the GPUs as a last column of the same height
// as the nodes' own draw (GPUs = nodes' kW / node kW per GPU, so a right-hand GPU axis is exact).
import { scaleBand, scaleLinear } from 'd3';
import type { CapacityResult } from '../../models/capacity';
import type { PowerBasis } from '../../models/scenario';
import { plotBox, type Margin } from './layout';

export type WaterfallStepKey = 'contracted' | 'pueLoss' | 'it' | 'reserve' | 'usable' | 'stranded' | 'overhead' | 'nodes' | 'gpus';

export interface WaterfallStep {
  key: WaterfallStepKey;
  kind: 'total' | 'loss' | 'gpus';
  /** kW at the top and bottom of the bar (a total runs from 0). */
  fromKW: number;
  toKW: number;
  /** The step's own size: a total's value or a loss's size, in kW (GPU count for 'gpus'). */
  value: number;
  x: number;
  width: number;
  y: number;
  height: number;
}

export interface WaterfallInput {
  contractedMW: number;
  powerBasis: PowerBasis;
  capacity: CapacityResult;
  /** site.overheadFraction: network and storage load as a share of the nodes' own draw. */
  overheadFraction: number;
  /** The investment's GPU count (investment.gpus), when the scenario has an investment. */
  investmentGPUs?: number;
}

/** Above this share of the contracted power left unused, the chart says so in words. */
export const UNUSED_NOTE_SHARE = 0.1;

/**
 * Share of the contracted power that runs no node: the stranded IT power over the IT load (on a
 * facility basis the PUE scales both alike, so this is also the share of the facility power).
 */
export function unusedShare(capacity: Pick<CapacityResult, 'strandedKW' | 'itKW'>): number {
  return capacity.itKW > 0 ? Math.max(0, capacity.strandedKW) / capacity.itKW : 0;
}

// One definition of the site's power the bought GPUs leave unused, shared with every front end's words.
export { investmentUnusedShare } from '../present/capacity';

/** The nodes' own draw without the network and storage overhead (nodes × node kW). */
export function nodesOwnKW(capacity: Pick<CapacityResult, 'itKWUsed'>, overheadFraction: number): number {
  return capacity.itKWUsed / (1 + overheadFraction);
}

export const WATERFALL_MARGIN: Margin = { top: 30, right: 64, bottom: 42, left: 56 };

export function waterfallGeometry(input: WaterfallInput, width: number, height: number, margin: Margin = WATERFALL_MARGIN) {
  const box = plotBox(width, height, margin);
  const c = input.capacity;
  const contractedKW = input.contractedMW * 1000;
  type Raw = { key: WaterfallStepKey; kind: WaterfallStep['kind']; fromKW: number; toKW: number; value: number };
  const raw: Raw[] = [{ key: 'contracted', kind: 'total', fromKW: contractedKW, toKW: 0, value: contractedKW }];
  if (input.powerBasis === 'facility') {
    raw.push({ key: 'pueLoss', kind: 'loss', fromKW: contractedKW, toKW: c.itKW, value: contractedKW - c.itKW });
    raw.push({ key: 'it', kind: 'total', fromKW: c.itKW, toKW: 0, value: c.itKW });
  }
  if (c.usableKW < c.itKW) {
    raw.push({ key: 'reserve', kind: 'loss', fromKW: c.itKW, toKW: c.usableKW, value: c.itKW - c.usableKW });
    raw.push({ key: 'usable', kind: 'total', fromKW: c.usableKW, toKW: 0, value: c.usableKW });
  }
  raw.push({ key: 'stranded', kind: 'loss', fromKW: c.usableKW, toKW: c.itKWUsed, value: c.strandedKW });
  const ownKW = nodesOwnKW(c, input.overheadFraction);
  if (input.overheadFraction > 0) {
    raw.push({ key: 'overhead', kind: 'loss', fromKW: c.itKWUsed, toKW: ownKW, value: c.itKWUsed - ownKW });
  }
  raw.push({ key: 'nodes', kind: 'total', fromKW: ownKW, toKW: 0, value: ownKW });
  raw.push({ key: 'gpus', kind: 'gpus', fromKW: ownKW, toKW: 0, value: c.gpus });

  const unit: 'MW' | 'kW' = contractedKW >= 1000 ? 'MW' : 'kW';
  const perUnit = unit === 'MW' ? 1000 : 1;
  const band = scaleBand<string>().domain(raw.map((r) => r.key)).range([box.left, box.right]).paddingInner(0.25).paddingOuter(0.1);
  // y in display units (MW or kW); the GPU axis maps the same pixels to GPU counts.
  // 6 % headroom for the value labels above the bars.
  const y = scaleLinear().domain([0, (Math.max(contractedKW, c.itKW) / perUnit) * 1.06 || 1]).nice().range([box.bottom, box.top]);
  // kW of the nodes' own draw per GPU (kwPerGPU includes the overhead).
  const ownKWPerGPU = c.kwPerGPU / (1 + input.overheadFraction);
  const gpuTop = ownKWPerGPU > 0 ? (y.domain()[1] * perUnit) / ownKWPerGPU : 1;
  const yGPU = scaleLinear().domain([0, gpuTop]).range([box.bottom, box.top]);
  const steps: WaterfallStep[] = raw.map((r) => {
    const yTop = y(r.fromKW / perUnit);
    const yBottom = y(r.toKW / perUnit);
    return { ...r, x: band(r.key) ?? box.left, width: band.bandwidth(), y: yTop, height: Math.max(0, yBottom - yTop) };
  });
  return { steps, unit, perUnit, y, yGPU, box, gpuSeparatorX: (band('gpus') ?? box.right) - (band.step() * band.paddingInner()) / 2 };
}
