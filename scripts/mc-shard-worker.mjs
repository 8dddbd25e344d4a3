// Bootstrap of mc-shard-worker.ts: a worker thread does not inherit the parent's TypeScript loader.
import { register } from 'tsx/esm/api';

register();
await import('./mc-shard-worker.ts');
