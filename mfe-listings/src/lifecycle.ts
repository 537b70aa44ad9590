import { createRemoteLifecycles } from '@opengood/platform';
import App from './App';
import { listingsFeature } from './feature';

export const { bootstrap, mount, unmount, update } = createRemoteLifecycles({
  App,
  feature: listingsFeature,
  build: __BUILD_LABEL__,
});
