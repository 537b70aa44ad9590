import { createRemoteLifecycles } from '@opengood/platform';
import App from './App';
import { userDashboardFeature } from './feature';

export const { bootstrap, mount, unmount, update } = createRemoteLifecycles({
  App,
  feature: userDashboardFeature,
  build: __BUILD_LABEL__,
});
