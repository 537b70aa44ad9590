export { createGateway, type GatewayOptions } from './app';
export { loadGatewayConfig, ConfigError, type GatewayConfig } from './config';
export {
  readRegistryFile,
  readServedRegistry,
  toServedRegistry,
  remoteOriginsOf,
  registryPath,
  type RegistryEntry,
  type RegistryFile,
  type ServedRegistry,
} from './registry';
export { cacheControlFor, isContentHashed, IMMUTABLE, NO_CACHE } from './cache-control';
export { pickUpstream } from './data-proxy';
export { DEV_REGISTRY_FILE, devRegistryPath, type DevOverride, type DevRegistryFile } from './dev-overrides';
