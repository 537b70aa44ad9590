// The one vocabulary of the product on both sides of /data: enums, limits and the zod schema of every
// request and answer. Isomorphic: no React, no Node-only modules (the api, the gateway and every remote use it).
export * from './vocabulary';
export * from './schemas';
export * from './routes';
