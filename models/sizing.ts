// Sizing a fleet from a serving workload: throughput and memory fit (docs/model.md › Sizing).
import type { NodeInput, SiteInput, SizingInput, Warning } from './scenario/types';
import { requiredMWForGPUs } from './capacity';
import { GPU_MODELS } from './catalogue/gpus';
import { approx, count } from './quantity';

export interface SizingResult {
  /** Memory one model replica needs, GB: (params·bytes + KV cache)·(1 + overhead). */
  replicaGB: number;
  gpusPerReplica: number;
  /** GPUs the peak throughput needs at the target utilization (fractional). */
  throughputGPUs: number;
  replicas: number;
  gpusNeeded: number;
  nodesNeeded: number;
  /** Contracted MW for gpusNeeded GPUs on this site (capacity's requiredMW); null without a site (docs/model.md › Capacity › Plans without a site). */
  requiredMW: number | null;
  /** gpusNeeded ≤ the GPUs the site can power; null without a site (docs/model.md › Capacity › Plans without a site). */
  fitsDeliverable: boolean | null;
  /** The GPU memory used: the scenario's gpuMemoryGB or the catalogue's figure for node.gpuModel. */
  gpuMemoryGB: number;
  /** Where gpuMemoryGB came from. */
  gpuMemorySource: 'scenario' | 'catalogue';
  warnings: Warning[];
}

/** The built-in catalogue's memory per GPU for a model id, or null when it has none. */
export function catalogueGpuMemoryGB(gpuModel: string): number | null {
  const entry = Object.hasOwn(GPU_MODELS, gpuModel) ? GPU_MODELS[gpuModel] : undefined;
  return entry?.memoryGB.value ?? null;
}

/** GPUs per replica and replicas, for the loader's bound check and the engine alike. */
export function sizingCounts(s: Pick<SizingInput, 'tokensPerMinute' | 'tokensPerSecondPerGPU' | 'targetUtilization' | 'modelParamsB' | 'bytesPerParam' | 'kvCacheGB' | 'memoryOverheadFraction'>, gpuMemoryGB: number) {
  const replicaGB = (s.modelParamsB * s.bytesPerParam + s.kvCacheGB) * (1 + s.memoryOverheadFraction);
  const gpusPerReplica = Math.max(1, Math.ceil(replicaGB / gpuMemoryGB - 1e-9));
  const throughputGPUs = s.tokensPerMinute / 60 / (s.tokensPerSecondPerGPU * s.targetUtilization);
  const replicas = Math.max(1, Math.ceil(throughputGPUs / gpusPerReplica - 1e-9));
  return { replicaGB, gpusPerReplica, throughputGPUs, replicas, gpusNeeded: replicas * gpusPerReplica };
}

/**
 * Returns null when no GPU memory is known (no gpuMemoryGB and node.gpuModel not in the catalogue);
 * the loader refuses such a scenario, naming sizing.gpuMemoryGB.
 */
export function computeSizing(
  s: SizingInput,
  site: SiteInput | undefined,
  node: NodeInput,
  deliverableGPUs: number | null,
): SizingResult | null {
  const fromCatalogue = catalogueGpuMemoryGB(node.gpuModel);
  const gpuMemoryGB = s.gpuMemoryGB ?? fromCatalogue;
  if (gpuMemoryGB === null || !(gpuMemoryGB > 0)) return null;
  const c = sizingCounts(s, gpuMemoryGB);
  const nodesNeeded = Math.ceil(c.gpusNeeded / node.gpusPerNode);
  const requiredMW = site ? requiredMWForGPUs(site, node, c.gpusNeeded).requiredMW : null;
  const warnings: Warning[] = [];
  if (c.gpusPerReplica > node.gpusPerNode) {
    warnings.push({
      code: 'model-spans-nodes',
      path: 'sizing.modelParamsB',
      message: {
        en: `one replica needs ${count(c.gpusPerReplica)} GPUs (${approx(c.replicaGB)} GB), more than a node's ${node.gpusPerNode}: the model spans nodes and its traffic crosses the network`,
        'zh-CN': `一个副本需要 ${count(c.gpusPerReplica)} 张 GPU（${approx(c.replicaGB)} GB），超过单节点的 ${node.gpusPerNode} 张：模型跨节点部署，流量需经过网络`,
      },
    });
  }
  return {
    replicaGB: c.replicaGB,
    gpusPerReplica: c.gpusPerReplica,
    throughputGPUs: c.throughputGPUs,
    replicas: c.replicas,
    gpusNeeded: c.gpusNeeded,
    nodesNeeded,
    requiredMW,
    fitsDeliverable: deliverableGPUs === null ? null : c.gpusNeeded <= deliverableGPUs,
    gpuMemoryGB,
    gpuMemorySource: s.gpuMemoryGB !== undefined ? 'scenario' : 'catalogue',
    warnings,
  };
}
