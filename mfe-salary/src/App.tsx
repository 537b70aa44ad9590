import { AppProviders, PageOutlet, type AppRootProps } from '@opengood/platform';
import { salaryPages } from './pages';

/** The pure root of the salary explorer area. */
export default function App(props: AppRootProps) {
  return (
    <AppProviders {...props}>
      <PageOutlet pages={salaryPages} />
    </AppProviders>
  );
}
