import { config } from 'zod';

// zod compiles object schemas with `new Function` when it can, and probes for that on the first
// parse. The Content-Security-Policy allows no eval: the probe would fail and be reported as a
// violation. Imported first by main.tsx, so no schema is parsed before this.
config({ jitless: true });
