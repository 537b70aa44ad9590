import { AppProviders, type AppRootProps } from '@opengood/platform';
import { DetailPage } from './features/detail/DetailPage';

/** The pure root of the listing pages area. */
export default function App(props: AppRootProps) {
  return (
    <AppProviders {...props}>
      <DetailPage />
    </AppProviders>
  );
}
