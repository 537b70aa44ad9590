// The seam the accounts work plugs into: a SessionResolver for createApp, guards for module routes.
export { accessGuard } from './access';
export { authenticate } from './authenticate';
export { currentUser, requireStaff, requireUser } from './guards';
export { noSessions, type SessionResolver, type SessionUser } from './sessionUser';
