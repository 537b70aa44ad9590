import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { GeneralSettings } from '@opengood/contracts';
import { HttpError } from '@opengood/platform';
import { EMPTY_PROFILE } from '../../testing/fakeHttp';
import { renderDashboard, testUser } from '../../testing/renderDashboard';

const SETTINGS: GeneralSettings = {
  emailPreferences: [{ kind: 'SAVED_SEARCH_ALERTS', enabled: true }],
  profile: { enabled: true, username: null, published: false },
};

const answers = (extra: Record<string, unknown> = {}) => ({
  '/data/userdashboard/applicant-profile/profile': { profile: EMPTY_PROFILE },
  '/data/userdashboard/general-settings': { generalSettings: SETTINGS },
  ...extra,
});

describe('profile', () => {
  it('saves the applicant profile: willingness on by default, skills, recruitable', async () => {
    const { calls } = renderDashboard('/dashboard/profile', 'en', testUser({ lang: 'en' }), {
      ...answers(),
      'PUT /data/userdashboard/applicant-profile/profile': (body: object) => ({
        profile: { ...EMPTY_PROFILE, ...body },
        resumeId: null,
        isRecruitable: true,
      }),
    });
    expect(await screen.findByRole('checkbox', { name: 'On site' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Part time' })).toBeChecked();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Part time' }));
    fireEvent.click(screen.getByRole('radio', { name: 'Yes, I am open to being contacted' }));
    fireEvent.change(screen.getByLabelText('Skills'), { target: { value: 'Grant writing' } });
    fireEvent.keyDown(screen.getByLabelText('Skills'), { key: 'Enter' });
    expect(screen.getByRole('button', { name: 'Remove Grant writing' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText('Profile saved.')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      isRecruitable: true,
      skills: ['Grant writing'],
      willingToWorkOnsite: true,
      willingToWorkRemote: true,
      willingToWorkHybrid: true,
      willingToWorkPartTime: false,
      userLocation: null,
    });
  });

  it('shows the server’s refusal of a résumé by the field, in the page language', async () => {
    const refusal = { errors: { file: 'FILE_TOO_LARGE' } };
    renderDashboard(
      '/dashboard/profile',
      'pt',
      testUser(),
      answers({
        'POST /data/userdashboard/applicant-profile/resume': new HttpError(
          413,
          JSON.stringify(refusal),
          refusal,
        ),
      }),
    );
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
      mediaType: 'application/pdf',
      size: 52_000,
      uploadedAt: '2026-03-04T10:00:00.000Z',
    };
    const { calls } = renderDashboard(
      '/dashboard/profile',
      'en',
      testUser({ lang: 'en' }),
      answers({
        'POST /data/userdashboard/applicant-profile/resume': {
          profile: { ...EMPTY_PROFILE, resumeId: resume.id, resume },
          resumeId: resume.id,
          isRecruitable: null,
        },
      }),
    );
    fireEvent.change(await screen.findByLabelText('Upload a résumé'), {
      target: { files: [new File(['x'], 'cv.pdf', { type: 'application/pdf' })] },
    });
    expect(await screen.findByRole('link', { name: 'cv.pdf' })).toHaveAttribute(
      'href',
      `/data/resumes/${resume.id}`,
    );
    expect(screen.getByTestId('resume-current')).toHaveTextContent('(51 KB, uploaded Mar 4, 2026)');
    expect(screen.getByLabelText('Replace your résumé')).toBeInTheDocument();
    const sent = calls.find((c) => c.method === 'POST')?.body;
    expect(sent).toBeInstanceOf(FormData);
    expect((sent as FormData).get('file')).toHaveProperty('name', 'cv.pdf');
  });

  it('refuses a file that is not a PDF or DOCX before sending anything', async () => {
    const { calls } = renderDashboard('/dashboard/profile', 'en', testUser({ lang: 'en' }), answers());
    fireEvent.change(await screen.findByLabelText('Upload a résumé'), {
      target: { files: [new File(['MZ'], 'setup.exe', { type: 'application/x-msdownload' })] },
    });
    expect(await screen.findByLabelText('Upload a résumé')).toHaveAttribute('aria-invalid', 'true');
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('publishes the public profile with a username, and says when it is taken', async () => {
    let taken = true;
    renderDashboard('/dashboard/profile', 'es', testUser({ lang: 'es' }), {
      ...answers(),
      'PUT /data/userdashboard/profile': (body: { username: string; published: boolean }) => {
        if (taken) throw new HttpError(409, '{}', { errors: { username: 'USERNAME_TAKEN' } });
        return { generalSettings: { ...SETTINGS, profile: { enabled: true, ...body } } };
      },
    });
    fireEvent.change(await screen.findByLabelText('Nombre de usuario'), { target: { value: 'Lucia' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Publicar mi perfil' }));
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Ese nombre de usuario ya está en uso. Prueba otro.')).toBeInTheDocument();
    taken = false;
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Ver mi perfil público' })).toHaveAttribute('href', '/i/lucia'),
    );
  });
});
