import { useLocation } from 'react-router-dom';
import { AppProviders, NotFoundPage, type AppRootProps } from '@opengood/platform';
import { ExplorerPage } from './features/explorer/ExplorerPage';
import { FaqPage } from './features/pages/FaqPage';
import { LearnMorePage } from './features/pages/LearnMorePage';
import { SurveyPage } from './features/pages/SurveyPage';
import { salaryPageForPath } from './features/pages/salaryRoutes';

function SalaryRoutes() {
  const { pathname } = useLocation();
  switch (salaryPageForPath(pathname)) {
    case 'explore':
      return <ExplorerPage />;
    case 'faq':
      return <FaqPage />;
    case 'learnMore':
      return <LearnMorePage />;
    case 'survey':
      return <SurveyPage />;
    default:
      return <NotFoundPage />;
  }
}

/** The pure root of the salary explorer area (no router inside, so a server can wrap it in a static router). */
export default function App(props: AppRootProps) {
  return (
    <AppProviders {...props}>
      <SalaryRoutes />
    </AppProviders>
  );
}
