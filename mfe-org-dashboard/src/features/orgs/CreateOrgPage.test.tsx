import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { OrgRequest } from '@opengood/contracts';
import { selectUser } from '@opengood/platform';
import { ORG, refusal, renderOrgArea, testUser, writeRichText } from '../../testing/renderOrgArea';

function fill(form: HTMLElement, labels: Record<string, string>) {
  for (const [label, value] of Object.entries(labels)) {
    fireEvent.change(within(form).getByLabelText(label, { exact: false }), { target: { value } });
  }
}

describe('/organizations/create', () => {
  it('checks the fields with the contract, creates the organisation and opens its dashboard', async () => {
    const user = testUser({ lang: 'en' });
    const { fake, store } = renderOrgArea('/organizations/create', 'en', user, {
      createOrganization: ({ body }) => {
        const org = body as OrgRequest;
        return { data: { org: { ...ORG, id: 44, name: org.name, areasOfFocus: org.areasOfFocus } } };
      },
      orgDashboard: {
        data: { org: ORG, listingCounts: { JOB: 0, INTERNSHIP: 0, VOLOP: 0, EVENT: 0 }, recentListings: [] },
      },
    });
    const form = await screen.findByTestId('create-org-form');
    expect(screen.getByRole('heading', { level: 1, name: 'Create an organization' })).toBeInTheDocument();
    // The organisation types in the page's words (the listing widgets' labels).
    expect(within(form).getByRole('option', { name: 'Social enterprise' })).toBeInTheDocument();
    fireEvent.click(within(form).getByRole('button', { name: 'Create organization' }));
    expect(await within(form).findByTestId('error-summary')).toHaveFocus();
    expect(within(form).getAllByText('Use between 2 and 120 characters.').length).toBeGreaterThan(0);
    expect(fake.callsOf('createOrganization')).toEqual([]);

    fill(form, { 'Organization name': ' Río Verde ' });
    await writeRichText(form, 'About your organization', '<p>Clean <strong>rivers</strong>.</p>');
    fireEvent.change(within(form).getByLabelText('Type of organization'), { target: { value: 'NONPROFIT' } });
    fireEvent.click(within(form).getByLabelText('Climate & environment'));
    fireEvent.click(within(form).getByRole('button', { name: 'Create organization' }));
    await waitFor(() => expect(window.location.pathname).toBe('/admin/44'));
    expect(fake.callsOf('createOrganization')[0]?.body).toEqual({
      name: 'Río Verde',
      orgType: 'NONPROFIT',
      locale: 'en',
      description: '<p>Clean <strong>rivers</strong>.</p>',
      website: null,
      areasOfFocus: ['CLIMATE_ENVIRONMENT'],
    });
    expect(selectUser(store.getState())?.orgs).toEqual([
      { id: 44, name: 'Río Verde', isOwner: true, selected: false },
    ]);
  });

  it('shows the api refusal by its field, in Spanish', async () => {
    const { fake } = renderOrgArea('/organizations/create', 'es', testUser({ lang: 'es' }), {
      createOrganization: refusal(400, { website: 'ORG_WEBSITE_INVALID' }),
    });
    const form = await screen.findByTestId('create-org-form');
    // The organisation writes in the page's language unless told otherwise.
    expect(within(form).getByLabelText('Idioma en el que escribe tu organización')).toHaveValue('es');
    fill(form, { 'Nombre de la organización': 'Río Verde', 'Sitio web': 'https://rio.example' });
    fireEvent.change(within(form).getByLabelText('Tipo de organización'), { target: { value: 'COMMUNITY' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Crear organización' }));
    expect(
      (await within(form).findAllByText('Escribe una dirección web que empiece por https:// o http://.'))
        .length,
    ).toBeGreaterThan(0);
    expect(within(form).getByLabelText('Sitio web', { exact: false })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(fake.callsOf('createOrganization')).toHaveLength(1);
    expect(window.location.pathname).toBe('/organizations/create');
  });
});
