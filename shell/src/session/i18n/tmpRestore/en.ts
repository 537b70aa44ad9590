// The restore's confirmation (TmpRestoreDialog.tsx): what a visitor kept before signing up, shown to the
// signed-in user before anything is applied. In the shell namespace, under `tmpRestore`.
export const en = {
  title: 'Finish what you started?',
  lead: 'Before you signed in, this browser kept the following for you. Nothing is done until you confirm.',
  listLabel: 'What will be done',
  confirm: 'Yes, do it',
  cancel: 'No, thanks',
  listingTypes: { JOB: 'job', INTERNSHIP: 'internship', VOLOP: 'volunteer opportunity', EVENT: 'event' },
  records: {
    SAVE_SEARCH: 'Save the search “{{name}}”',
    SAVE_LISTING: 'Save the {{type}} no. {{id}} to your saved listings',
    LISTING_APPLICATION_VALUES: 'Fill in your application to the {{type}} no. {{id}} with what you wrote',
    CMS_SUBSCRIBE: 'Subscribe you to the newsletter you chose',
    SUBSCRIBE_SUBSITE: 'Subscribe you to the updates you chose (no. {{id}})',
    SURVEY_REPORT_DATA: 'Bring back the salary survey answers you entered',
    SIGNUP_BLOCK_REDIRECT: 'Then take you to {{path}}',
  },
};
export type TmpRestoreStrings = typeof en;
