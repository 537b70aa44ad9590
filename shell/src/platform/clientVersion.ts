/** Answers carrying a higher _version than this force full page loads (spec §4); the server renders as it. */
export const CLIENT_VERSION = 1;
