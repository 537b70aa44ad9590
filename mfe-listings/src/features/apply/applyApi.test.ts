import { DATA_PREFIX, DATA_ROUTES } from '@opengood/contracts';
import { ME_URL } from '@opengood/platform';
import {
  APPLICANT_PROFILE_URL,
  RESEND_VERIFICATION_URL,
  RESUME_UPLOAD_URL,
  applicationsUrl,
} from './applyApi';

// The page restates the addresses it calls (so its bundle does not carry the contracts' zod schemas);
// they must be the contract's.
describe('the apply panel’s addresses', () => {
  it('are the contract’s routes', () => {
    const path = (p: string) => DATA_PREFIX + p;
    expect(RESEND_VERIFICATION_URL).toBe(path(DATA_ROUTES.resendVerification.path));
    expect(ME_URL).toBe(path(DATA_ROUTES.me.path));
    expect(APPLICANT_PROFILE_URL).toBe(path(DATA_ROUTES.applicantProfile.path));
    expect(RESUME_UPLOAD_URL).toBe(path(DATA_ROUTES.uploadResume.path));
    expect(applicationsUrl('JOB', 7)).toBe(
      path(DATA_ROUTES.apply.path.replace(':type', 'JOB').replace(':id', '7')),
    );
  });
});
