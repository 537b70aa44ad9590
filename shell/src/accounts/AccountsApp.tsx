import { NotFoundPage, useCurrentUrl } from '@opengood/platform';
import { matchAccountRoute, type AccountRoute } from './accountRoutes';
import { ForgotPasswordPage } from './screens/ForgotPasswordPage';
import { InvalidLinkPage } from './screens/InvalidLinkPage';
import { LoginPage } from './screens/LoginPage';
import { ResetPasswordPage } from './screens/ResetPasswordPage';
import { SignupPage } from './screens/SignupPage';
import { SignUpToPostPage } from './screens/SignUpToPostPage';
import { UndoEmailChangePage } from './screens/UndoEmailChangePage';
import { VerifyEmailPage } from './screens/VerifyEmailPage';

function Screen({ route }: { route: AccountRoute }) {
  switch (route.screen) {
    case 'login':
      return <LoginPage fair={route.fair} />;
    case 'signup':
      return <SignupPage />;
    case 'forgotPassword':
      return <ForgotPasswordPage />;
    case 'resetPassword':
      return <ResetPasswordPage token={route.token} />;
    case 'verifyEmail':
      return <VerifyEmailPage token={route.token} />;
    case 'undoEmailChange':
      return <UndoEmailChangePage token={route.token} />;
    case 'invalidLink':
      return <InvalidLinkPage />;
    case 'signUpToPost':
      return <SignUpToPostPage />;
  }
}

/** The shell's account area: one page per account path, fresh state for each path. */
export function AccountsApp() {
  const { pathname } = useCurrentUrl();
  const route = matchAccountRoute(pathname);
  if (!route) return <NotFoundPage />;
  return (
    <div data-testid="account-page" data-screen={route.screen}>
      <Screen key={pathname} route={route} />
    </div>
  );
}
