// My Account: dashboard, profile, my properties, favourites.
export const myAccount = {
} as const;
