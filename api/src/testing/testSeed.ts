/** The seed of api tests: small enough to load fast, big enough for paging and every listing type. */
export const TEST_SEED = { orgs: 40, listings: 400, seekers: 6 };
