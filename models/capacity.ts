// Contracted power -> deliverable GPUs (docs/model.md › Capacity). Exact formulas, no rounding except the
// floor/ceil the contract itself prescribes.
//
// Warnings (documented in models/README.md, "Capacity warnings"):
// - air-cooling-tdp: cooling "air" and gpuTDPW >= 1000 W.
// - air-cooling-rack-density: cooling "air" and the compute power of one full rack exceeds 40 kW.
//   A full rack draws nodesPerRack × nodeKW; without rackKW the smallest possible rack is one node,
//   so the test is nodeKW > 40.
// - stranded-power: strandedKW > nodeKWAllIn (power left over that would run another node).
// - target-exceeds-capacity: targetGPUs > gpus.
// - no-capacity: the site powers no node at all.

import type { NodeInput, SiteInput, Warning } from './scenario/types';
import { approx, count, power } from './quantity';

export const AIR_COOLING_MAX_TDP_W = 1000;
export const AIR_COOLING_MAX_RACK_KW = 40;
/** Guards floor() against binary noise such as 6271.999999999999. */
const EPS = 1e-9;

export interface CapacityResult {
  itKW: number;
  usableKW: number;
  nodeKWAllIn: number;
  nodes: number;
  gpus: number;
  kwPerGPU: number;
  itKWUsed: number;
  facilityKW: number;
  strandedKW: number;
  nodesPerRack: number | null;
  racks: number | null;
  targetGPUs: number | null;
  targetNodes: number | null;
  requiredMW: number | null;
  warnings: Warning[];
}

export interface RequiredPower {
  targetGPUs: number;
  targetNodes: number;
  requiredMW: number;
}

function nodeKWAllIn(site: SiteInput, node: NodeInput): number {
  return node.nodeKW * (1 + site.overheadFraction);
}

/** The contracted MW needed for `targetGPUs` GPUs on this site (in the site's power basis). */
export function requiredMWForGPUs(site: SiteInput, node: NodeInput, targetGPUs: number): RequiredPower {
  const targetNodes = Math.ceil(targetGPUs / node.gpusPerNode);
  const requiredMW =
    (targetNodes * nodeKWAllIn(site, node)) / (1 - site.reserveFraction) * (site.powerBasis === 'facility' ? site.pue : 1) / 1000;
  return { targetGPUs, targetNodes, requiredMW };
}

export function computeCapacity(site: SiteInput, node: NodeInput): CapacityResult {
  const itKW = site.powerBasis === 'facility' ? (site.contractedMW * 1000) / site.pue : site.contractedMW * 1000;
  const usableKW = itKW * (1 - site.reserveFraction);
  const allIn = nodeKWAllIn(site, node);
  const nodes = Math.floor(usableKW / allIn + EPS);
  const gpus = nodes * node.gpusPerNode;
  const itKWUsed = nodes * allIn;
  const strandedKW = usableKW - itKWUsed;
  const nodesPerRack = site.rackKW === undefined ? null : Math.floor(site.rackKW / node.nodeKW + EPS);
  const racks = nodesPerRack === null || nodesPerRack === 0 ? null : Math.ceil(nodes / nodesPerRack);
  const target = site.targetGPUs === undefined ? null : requiredMWForGPUs(site, node, site.targetGPUs);

  const result: CapacityResult = {
    itKW,
    usableKW,
    nodeKWAllIn: allIn,
    nodes,
    gpus,
    kwPerGPU: allIn / node.gpusPerNode,
    itKWUsed,
    facilityKW: itKWUsed * site.pue,
    strandedKW,
    nodesPerRack,
    racks,
    targetGPUs: target?.targetGPUs ?? null,
    targetNodes: target?.targetNodes ?? null,
    requiredMW: target?.requiredMW ?? null,
    warnings: [],
  };
  result.warnings = capacityWarnings(site, node, result);
  return result;
}

/** Numbers inside warning text only (the fields themselves stay exact). */
function capacityWarnings(site: SiteInput, node: NodeInput, c: CapacityResult): Warning[] {
  const warnings: Warning[] = [];
  if (site.cooling === 'air' && node.gpuTDPW !== undefined && node.gpuTDPW >= AIR_COOLING_MAX_TDP_W) {
    warnings.push({
      code: 'air-cooling-tdp',
      path: 'node.gpuTDPW',
      message: {
        en: `GPUs of ${approx(node.gpuTDPW)} W (${AIR_COOLING_MAX_TDP_W} W or more) need liquid cooling; the site is air-cooled`,
        'zh-CN': `${approx(node.gpuTDPW)} W 的 GPU（不低于 ${AIR_COOLING_MAX_TDP_W} W）需要液冷，而本站点为风冷`,
      },
    });
  }
  const rackPowerKW = c.nodesPerRack === null ? node.nodeKW : c.nodesPerRack * node.nodeKW;
  if (site.cooling === 'air' && rackPowerKW > AIR_COOLING_MAX_RACK_KW) {
    warnings.push({
      code: 'air-cooling-rack-density',
      path: site.rackKW === undefined ? 'node.nodeKW' : 'site.rackKW',
      message: {
        en: `a full rack draws ${power(rackPowerKW)}, above the ~${AIR_COOLING_MAX_RACK_KW} kW that air cooling handles; plan liquid cooling`,
        'zh-CN': `满载机柜功率为 ${power(rackPowerKW)}，超过风冷约 ${AIR_COOLING_MAX_RACK_KW} kW 的上限，应考虑液冷`,
      },
    });
  }
  if (c.strandedKW > c.nodeKWAllIn) {
    warnings.push({
      code: 'stranded-power',
      path: 'site.contractedMW',
      message: {
        en: `${power(c.strandedKW)} of usable power is stranded, more than one node (${power(c.nodeKWAllIn)})`,
        'zh-CN': `有 ${power(c.strandedKW)} 可用电力闲置，超过一个节点的功率（${power(c.nodeKWAllIn)}）`,
      },
    });
  }
  if (c.targetGPUs !== null && c.targetGPUs > c.gpus) {
    warnings.push({
      code: 'target-exceeds-capacity',
      path: 'site.targetGPUs',
      message: {
        en: `the target of ${count(c.targetGPUs)} GPUs exceeds the ${count(c.gpus)} this site can power; it needs ${power((c.requiredMW ?? 0) * 1000)}`,
        'zh-CN': `目标 ${count(c.targetGPUs)} 张 GPU 超过本站点可供电的 ${count(c.gpus)} 张，需要 ${power((c.requiredMW ?? 0) * 1000)}`,
      },
    });
  }
  if (c.nodes === 0) {
    warnings.push({
      code: 'no-capacity',
      path: 'site.contractedMW',
      message: {
        en: `the usable power (${power(c.usableKW)}) does not run a single node (${power(c.nodeKWAllIn)})`,
        'zh-CN': `可用电力（${power(c.usableKW)}）不足以运行一个节点（${power(c.nodeKWAllIn)}）`,
      },
    });
  }
  return warnings;
}
