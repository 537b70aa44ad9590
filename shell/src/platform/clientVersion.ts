/** Answers carrying a higher _version than this force full page loads (docs/product/http-and-errors.md#forced-update); the server renders as it. */
export const CLIENT_VERSION = 1;
