import { createRemoteLifecycles } from '@opengood/platform';
import App from './App';
import { orgDashboardFeature } from './feature';

export const { bootstrap, mount, unmount, update } = createRemoteLifecycles({
  App,
  feature: orgDashboardFeature,
  build: __BUILD_LABEL__,
});
