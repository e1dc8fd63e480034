// Forgotten password: the one-time code by SMS and the new password.
export const reset = {
} as const;
