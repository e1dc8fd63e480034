// The results pages (/shop and its layouts) and the search form.
export const search = {
} as const;
