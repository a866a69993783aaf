import { z } from 'zod';

// zod compiles object schemas with `new Function` when it may; under the app's content security
// policy (no eval) even its probe is reported as a violation, so it runs interpreted.
z.config({ jitless: true });
