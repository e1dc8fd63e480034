// How many cases each fuzzed property runs (fuzz-search.test.ts, fuzz-forms.test.ts): 300 per
// database in `npm test`; `npm run test:soak` sets FUZZ_RUNS to 10,000
// (docs/decisions/016-ci-budget.md).
export const FUZZ_RUNS = Number(process.env.FUZZ_RUNS ?? 300);
