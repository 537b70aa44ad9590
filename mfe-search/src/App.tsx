import { AppProviders, PageOutlet, type AppRootProps } from '@opengood/platform';
import { discoveryPages } from './pages';

/** The pure root of the discovery area: its page table under the platform's providers (server-renderable). */
export default function App(props: AppRootProps) {
  return (
    <AppProviders {...props}>
      <PageOutlet pages={discoveryPages} />
    </AppProviders>
  );
}
