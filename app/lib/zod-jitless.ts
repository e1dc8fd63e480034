import { config } from 'zod';

// zod builds its object parsers with `new Function` unless told not to, and only tests whether
// eval is allowed by trying it: under the Content-Security-Policy (no 'unsafe-eval') that try is
// a reported violation. The modules that parse with zod in the browser (the back office, the
// listing form) import this first, before any schema is made. The cost is nothing measurable.
config({ jitless: true });
