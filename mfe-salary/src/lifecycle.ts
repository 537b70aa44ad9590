import { createRemoteLifecycles } from '@opengood/platform';
import App from './App';
import { salaryFeature } from './feature';

export const { bootstrap, mount, unmount, update } = createRemoteLifecycles({
  App,
  feature: salaryFeature,
  build: __BUILD_LABEL__,
});
