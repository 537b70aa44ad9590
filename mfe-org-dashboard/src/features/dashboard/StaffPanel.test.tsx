import { act, fireEvent, screen, within } from '@testing-library/react';
import { ORG, overview, refusal, renderOrgArea, testUser } from '../../testing/renderOrgArea';

describe('the staff freeze control', () => {
  it('is for staff only', async () => {
    renderOrgArea('/admin/12', 'en', testUser({ lang: 'en' }), { orgDashboard: { data: overview() } });
    await screen.findByTestId('listing-counts');
    expect(screen.queryByTestId('staff-panel')).toBeNull();
  });

  it('freezes after a confirmation, then shows the frozen state; a refusal is said', async () => {
    let frozen = false;
    let refuse = true;
    const { fake } = renderOrgArea('/admin/12', 'en', testUser({ lang: 'en', permissions: ['staff'] }), {
      orgDashboard: () => ({ data: overview({ ...ORG, status: frozen ? 'FROZEN' : 'PUBLISHED' }) }),
      setOrganizationStatus: ({ body }) => {
        if (refuse) return refusal(503);
        frozen = (body as { status: string }).status === 'FROZEN';
        return { data: { org: { ...ORG, status: frozen ? 'FROZEN' : 'PUBLISHED' } } };
      },
    });
    const panel = await screen.findByTestId('staff-panel');
    expect(panel).toHaveTextContent('This organization is published.');
    fireEvent.click(within(panel).getByRole('button', { name: 'Freeze organization' }));
    let dialog = await screen.findByRole('alertdialog', { name: 'Freeze Green Futures?' });
    await act(async () =>
      fireEvent.click(within(dialog).getByRole('button', { name: 'Freeze organization' })),
    );
    expect(await within(panel).findByText('That did not work. Try again in a moment.')).toBeInTheDocument();
    refuse = false;
    fireEvent.click(within(panel).getByRole('button', { name: 'Freeze organization' }));
    dialog = await screen.findByRole('alertdialog');
    await act(async () =>
      fireEvent.click(within(dialog).getByRole('button', { name: 'Freeze organization' })),
    );
    expect(await screen.findByTestId('org-frozen')).toHaveTextContent('This organization is frozen');
    expect(within(panel).getByRole('button', { name: 'Unfreeze organization' })).toBeInTheDocument();
    expect(fake.callsOf('setOrganizationStatus').at(-1)?.body).toEqual({ status: 'FROZEN' });
  });
});
