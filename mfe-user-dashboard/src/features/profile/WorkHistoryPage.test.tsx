import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ApplicantProfile, WorkHistoryJob, WorkHistoryJobInput } from '@opengood/contracts';
import { EMPTY_PROFILE, profileAnswer, refusal } from '../../testing/fixtures';
import { renderDashboard, testUser } from '../../testing/renderDashboard';
import { checkJob } from './WorkHistoryPage';

const job: WorkHistoryJob = {
  id: 3,
  title: 'Volunteer coordinator',
  organization: 'Food Bank',
  startMonth: '2021-03',
  endMonth: null,
  current: true,
  description: '',
};
const withJobs = (...jobs: WorkHistoryJob[]): ApplicantProfile => ({
  ...EMPTY_PROFILE,
  workHistoryJobs: jobs,
});

describe('checkJob', () => {
  it('holds the contract’s rules: required texts, months, an end unless current, never before the start', () => {
    expect(checkJob({ title: '', organization: 'x', startMonth: '2020-01', current: true })).toEqual({
      title: 'REQUIRED',
    });
    expect(
      checkJob({ title: 'a', organization: 'b', startMonth: '2022-05', endMonth: '2021-01', current: false }),
    ).toEqual({
      endMonth: 'END_BEFORE_START',
    });
    expect(
      checkJob({ title: 'a', organization: 'b', startMonth: '2022-05', endMonth: null, current: false }),
    ).toEqual({
      endMonth: 'END_REQUIRED',
    });
    expect(checkJob({ title: 'a', organization: 'b', startMonth: '2022-5', current: true })).toEqual({
      startMonth: 'MONTH',
    });
  });
});

describe('professional experience', () => {
  it('lists the work history with months in the page language', async () => {
    renderDashboard('/dashboard/professional-experience', 'es', testUser({ lang: 'es' }), {
      applicantProfile: profileAnswer(withJobs(job)),
    });
    const item = await screen.findByTestId('work-history-job');
    expect(item).toHaveTextContent('Volunteer coordinator');
    expect(item).toHaveTextContent('marzo de 2021 – actualidad');
  });

  it('gives a field error for a job ending before it starts, without calling the api', async () => {
    const { fake } = renderDashboard('/dashboard/professional-experience', 'en', testUser({ lang: 'en' }), {
      applicantProfile: profileAnswer(EMPTY_PROFILE),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Add a job' }));
    const form = screen.getByTestId('work-history-form');
    fireEvent.change(within(form).getByLabelText('Job title'), { target: { value: 'Analyst' } });
    fireEvent.change(within(form).getByLabelText('Organization'), { target: { value: 'Red Cross' } });
    fireEvent.change(within(form).getByLabelText('Start'), { target: { value: '2023-06' } });
    fireEvent.change(within(form).getByLabelText('End'), { target: { value: '2022-01' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    const end = within(form).getByLabelText('End');
    expect(within(form).getByText('The end cannot be before the start.')).toBeInTheDocument();
    expect(end).toHaveAttribute('aria-invalid', 'true');
    expect(end).toHaveFocus();
    expect(fake.calls.filter((c) => c.method !== 'GET')).toEqual([]);
  });

  it('shows the api’s refusal by the field, then adds, edits and deletes a job', async () => {
    let saved = withJobs();
    const write = (body: unknown, id = 9) => {
      const job = { ...(body as Required<WorkHistoryJobInput>), id };
      saved = withJobs(job);
      return { ...profileAnswer(saved), job };
    };
    const { fake } = renderDashboard('/dashboard/professional-experience', 'en', testUser({ lang: 'en' }), {
      applicantProfile: () => profileAnswer(saved),
      addWorkHistoryJob: ({ body }) =>
        (body as WorkHistoryJobInput).title === 'Refused'
          ? refusal(400, { title: 'Must be at most 200 characters' })
          : write(body),
      updateWorkHistoryJob: ({ body, params }) => write(body, Number(params.id)),
      deleteWorkHistoryJob: () => {
        saved = withJobs();
        return profileAnswer(saved);
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Add a job' }));
    const form = screen.getByTestId('work-history-form');
    fireEvent.change(within(form).getByLabelText('Job title'), { target: { value: 'Refused' } });
    fireEvent.change(within(form).getByLabelText('Organization'), { target: { value: 'Red Cross' } });
    fireEvent.change(within(form).getByLabelText('Start'), { target: { value: '2023-06' } });
    fireEvent.click(within(form).getByLabelText('I work here now'));
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('Not saved: Must be at most 200 characters')).toBeInTheDocument();

    fireEvent.change(within(form).getByLabelText('Job title'), { target: { value: 'Analyst' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByTestId('work-history-job')).toHaveTextContent('Analyst');
    expect(fake.callsOf('addWorkHistoryJob').at(-1)?.body).toEqual({
      title: 'Analyst',
      organization: 'Red Cross',
      startMonth: '2023-06',
      endMonth: null,
      current: true,
      description: '',
    });
    expect(screen.getByTestId('work-history-status')).toHaveTextContent('Work history saved.');

    fireEvent.click(screen.getByRole('button', { name: 'Edit Analyst' }));
    fireEvent.change(screen.getByLabelText('Job title'), { target: { value: 'Senior analyst' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Senior analyst')).toBeInTheDocument();

    expect(fake.callsOf('updateWorkHistoryJob')).toEqual([
      expect.objectContaining({
        params: { id: '9' },
        body: expect.objectContaining({ title: 'Senior analyst' }),
      }),
    ]);

    fireEvent.click(screen.getByRole('button', { name: 'Delete Senior analyst' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Delete job' }));
    await waitFor(() => expect(screen.queryByTestId('work-history-job')).toBeNull());
    expect(screen.getByText('No jobs yet. Add the roles you want organizations to see.')).toBeInTheDocument();
    expect(fake.callsOf('deleteWorkHistoryJob')).toHaveLength(1);
  });
});
