// The unsubscribe module's public face: the signed links' page and one-click routes (the links themselves
// are signed by platform/mail, so the modules that send mail need not import this one). The org links'
// preferences are the orgnotifications module's.
import type { Db } from '../../platform/db/db';
import { defineModule } from '../../platform/modules';
import { isOneClickUnsubscribe, unsubscribeRoutes } from './unsubscribeRoutes';

export const unsubscribeModule = defineModule<{ db: Db; secret: string }>({
  name: 'unsubscribe',
  routes: ({ db, secret }) => unsubscribeRoutes(db, { secret }),
  csrfExempt: isOneClickUnsubscribe,
});
