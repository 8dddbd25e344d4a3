// What models/expression.ts takes from mathjs — `create` and the `all` factories — without the
// package's main entry, which builds a default instance of every function as it loads (about a
// second of start-up that `gpuplan` never uses: the engine makes its own instance on first use).
// bin/gpuplan.mjs resolves 'mathjs' here when it bundles the CLI; the app's build is unchanged.
export { create } from '../node_modules/mathjs/lib/esm/core/create.js';
export { all } from '../node_modules/mathjs/lib/esm/entry/allFactoriesAny.js';
