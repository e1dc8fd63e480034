// A journey whose result cannot depend on the screen width (a plain form post, a status code,
// an address the server answers) runs in the `desktop` project only: the `phone` project
// skips tests tagged @once (playwright.config.ts), which keeps the suite within its CI budget
// (docs/decisions/016-ci-budget.md). Use it as the details of a test or a describe:
// `test('title', ONCE, async …)`.
export const ONCE = { tag: '@once' } as const;
