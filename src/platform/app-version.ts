// Only `version` is taken from package.json: Vite's JSON named exports tree-shake the rest away.
import { version } from '../../package.json';

export const APP_VERSION: string = version;
