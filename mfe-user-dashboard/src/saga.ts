import { all, fork } from 'redux-saga/effects';
import { accountSaga } from './features/account/accountSaga';
import { settingsSaga } from './features/notifications/settingsSaga';
import { paymentsSaga } from './features/payments/paymentsSaga';
import { applicantProfileSaga } from './features/profile/applicantProfileSaga';
import { savedSearchesSaga } from './features/savedItems/savedSearchesSaga';

/** The area's side effects, one saga per feature; cancelled when the area unmounts. */
export function* userDashboardSaga() {
  yield all([fork(savedSearchesSaga), fork(applicantProfileSaga), fork(settingsSaga), fork(accountSaga), fork(paymentsSaga)]);
}
