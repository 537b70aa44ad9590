import { fireEvent, screen, waitFor } from '@testing-library/react';
import type {
  ApplicantProfile,
  ApplicantProfileInput,
  GeneralSettings,
  PublicProfileRequest,
} from '@opengood/contracts';
import { EMPTY_PROFILE, SETTINGS, profileAnswer, refusal } from '../../testing/fixtures';
import { renderDashboard, testUser } from '../../testing/renderDashboard';

/** The api of the profile page, keeping what is saved (the page is loaded again after each change). */
function profileApi(start: ApplicantProfile = EMPTY_PROFILE, settings: GeneralSettings = SETTINGS) {
  let profile = start;
  return {
    applicantProfile: () => profileAnswer(profile),
    generalSettings: () => ({ generalSettings: settings }),
    updateApplicantProfile: ({ body }: { body: unknown }) => {
      profile = { ...profile, ...(body as ApplicantProfileInput) } as ApplicantProfile;
      return profileAnswer(profile);
    },
    setProfile: (next: ApplicantProfile) => void (profile = next),
    setSettings: (next: GeneralSettings) => void (settings = next),
  };
}

describe('profile', () => {
  it('saves the applicant profile: willingness on by default, skills, recruitable', async () => {
    const api = profileApi();
    const { fake } = renderDashboard('/dashboard/profile', 'en', testUser({ lang: 'en' }), api);
    expect(await screen.findByRole('checkbox', { name: 'On site' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Part time' })).toBeChecked();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Part time' }));
    fireEvent.click(screen.getByRole('radio', { name: 'Yes, I am open to being contacted' }));
    fireEvent.change(screen.getByLabelText('Skills'), { target: { value: 'Grant writing' } });
    fireEvent.keyDown(screen.getByLabelText('Skills'), { key: 'Enter' });
    expect(screen.getByRole('button', { name: 'Remove Grant writing' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText('Profile saved.')).toBeInTheDocument();
    expect(fake.callsOf('updateApplicantProfile')[0]?.body).toEqual({
      isRecruitable: true,
      skills: ['Grant writing'],
      willingToWorkOnsite: true,
      willingToWorkRemote: true,
      willingToWorkHybrid: true,
      willingToWorkPartTime: false,
      userLocation: null,
    });
    // The page is loaded again: the profile and the settings.
    await waitFor(() => expect(fake.callsOf('applicantProfile')).toHaveLength(2));
    expect(screen.getByRole('checkbox', { name: 'Part time' })).not.toBeChecked();
  });

  it('shows the server’s refusal of a résumé by the field, in the page language', async () => {
    renderDashboard('/dashboard/profile', 'pt', testUser(), {
      ...profileApi(),
      uploadResume: refusal(413, { file: 'FILE_TOO_LARGE' }),
    });
    const input = await screen.findByLabelText('Enviar um currículo');
    fireEvent.change(input, { target: { files: [new File(['x'], 'cv.pdf', { type: 'application/pdf' })] } });
    expect(
      await screen.findByText('O arquivo é grande demais. Envie um arquivo de até 5 MB.'),
    ).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
  });

  it('uploads and then shows the résumé with its size and date', async () => {
    const resume = {
      id: 'q3Vh2l0Zr8mXk1bS9pWcDg',
      name: 'cv.pdf',
      mediaType: 'application/pdf' as const,
      size: 52_000,
      uploadedAt: '2026-03-04T10:00:00.000Z',
    };
    const api = profileApi();
    const { fake } = renderDashboard('/dashboard/profile', 'en', testUser({ lang: 'en' }), {
      ...api,
      uploadResume: () => {
        api.setProfile({ ...EMPTY_PROFILE, resumeId: resume.id, resume });
        return profileAnswer({ ...EMPTY_PROFILE, resumeId: resume.id, resume });
      },
    });
    fireEvent.change(await screen.findByLabelText('Upload a résumé'), {
      target: { files: [new File(['x'], 'cv.pdf', { type: 'application/pdf' })] },
    });
    expect(await screen.findByRole('link', { name: 'cv.pdf' })).toHaveAttribute(
      'href',
      `/data/resumes/${resume.id}`,
    );
    expect(screen.getByTestId('resume-current')).toHaveTextContent('(51 KB, uploaded Mar 4, 2026)');
    expect(screen.getByLabelText('Replace your résumé')).toBeInTheDocument();
    expect(screen.getByText('Résumé updated.')).toBeInTheDocument();
    const sent = fake.callsOf('uploadResume')[0]?.body;
    expect(sent).toBeInstanceOf(FormData);
    expect((sent as FormData).get('file')).toHaveProperty('name', 'cv.pdf');
  });

  it('refuses a file that is not a PDF or DOCX before sending anything', async () => {
    const { fake } = renderDashboard('/dashboard/profile', 'en', testUser({ lang: 'en' }), profileApi());
    fireEvent.change(await screen.findByLabelText('Upload a résumé'), {
      target: { files: [new File(['MZ'], 'setup.exe', { type: 'application/x-msdownload' })] },
    });
    expect(await screen.findByLabelText('Upload a résumé')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Upload a PDF or a Word (.docx) file.')).toBeInTheDocument();
    expect(fake.callsOf('uploadResume')).toEqual([]);
  });

  it('publishes the public profile with a username, and says when it is taken', async () => {
    let taken = true;
    const api = profileApi();
    const { fake } = renderDashboard('/dashboard/profile', 'es', testUser({ lang: 'es' }), {
      ...api,
      updatePublicProfile: ({ body }) => {
        if (taken) return refusal(409, { username: 'USERNAME_TAKEN' });
        const settings = { ...SETTINGS, profile: { enabled: true, ...(body as PublicProfileRequest) } };
        api.setSettings(settings);
        return { generalSettings: settings };
      },
    });
    const username = await screen.findByLabelText('Nombre de usuario');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Publicar mi perfil' }));
    // Published without a username: refused here, as the api would.
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(
      await screen.findAllByText('Elige un nombre de usuario para publicar tu perfil.'),
    ).not.toHaveLength(0);
    expect(fake.callsOf('updatePublicProfile')).toEqual([]);

    fireEvent.change(username, { target: { value: 'Lucia' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findAllByText('Ese nombre de usuario ya está en uso. Prueba otro.')).not.toHaveLength(
      0,
    );
    expect(username).toHaveAttribute('aria-invalid', 'true');
    // What the api was sent: the schema's output (lower-cased).
    expect(fake.callsOf('updatePublicProfile')[0]?.body).toEqual({ username: 'lucia', published: true });
    taken = false;
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Ver mi perfil público' })).toHaveAttribute('href', '/i/lucia'),
    );
    expect(screen.getByText('Perfil público guardado.')).toBeInTheDocument();
  });
});
