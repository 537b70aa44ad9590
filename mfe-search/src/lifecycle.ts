import { createRemoteLifecycles } from '@opengood/platform';
import App from './App';
import { discoveryFeature } from './feature';

export const { bootstrap, mount, unmount, update } = createRemoteLifecycles({
  App,
  feature: discoveryFeature,
  build: __BUILD_LABEL__,
});
