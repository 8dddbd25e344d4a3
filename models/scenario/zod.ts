// zod, configured once for every use in the engine. `jitless` stops zod from probing for
// `new Function` (its fast path compiles object parsers): the app's CSP forbids eval, and the
// probe alone is reported as a CSP violation in the renderer and the Electron window.
import { z } from 'zod';

z.config({ jitless: true });

export { z };
