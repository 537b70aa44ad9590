import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { DashboardOrg, LocationSelection, OrgRequest } from '@opengood/contracts';
import { ORG, overview, refusal, renderOrgArea, testUser, writeRichText } from '../../testing/renderOrgArea';

// The organisation form's logo, rich-text description and place (docs/product/organisations.md#the-organisation).

const LOGO_ID = 'AbCdEfGhIjKlMnOpQrStUv';
const NEW_LOGO_ID = 'ZyXwVuTsRqPoNmLkJiHgFe';

const SAO_PAULO: LocationSelection = {
  isRemote: false,
  text: 'São Paulo, SP, Brasil',
  stateCode: 'SP',
  countryCode: 'BR',
  boundingBoxN: -23.35,
  boundingBoxW: -46.83,
  boundingBoxS: -23.78,
  boundingBoxE: -46.36,
  geoType: 'locality',
  latLongAddress: '-23.5475,-46.63611',
  latitude: -23.5475,
  longitude: -46.63611,
  address: 'São Paulo, São Paulo, Brasil',
  city: 'São Paulo',
  hasGeo: true,
};

const withProfile: DashboardOrg = {
  ...ORG,
  description: '<p>We plant <strong>trees</strong>.</p><ul><li>Forests</li></ul>',
  logo: `/data/website/org-logos/${LOGO_ID}`,
  logoId: LOGO_ID,
  location: {
    text: 'Toronto, ON, Canada',
    city: 'Toronto',
    stateCode: 'ON',
    countryCode: 'CA',
    latitude: 43.7,
    longitude: -79.42,
  },
  placeId: '6167865',
};

const user = (lang: 'en' | 'pt') =>
  testUser({ lang, orgs: [{ id: 12, name: 'Green Futures', isOwner: true, selected: true }] });

function image(name = 'logo.png', type = 'image/png', size = 1000) {
  return new File([new Uint8Array(size)], name, { type });
}

describe('the organisation form’s logo', () => {
  it('uploads a chosen image at once, shows it in the form and the preview, and saves its id', async () => {
    const { fake } = renderOrgArea('/admin/12/edit', 'en', user('en'), {
      orgDashboard: { data: overview(ORG) },
      uploadOrgLogo: {
        data: { logo: { id: NEW_LOGO_ID, url: `/data/website/org-logos/${NEW_LOGO_ID}` } },
      },
      updateOrganization: ({ body }) => ({
        data: { org: { ...ORG, logoId: (body as OrgRequest).logoId ?? null } },
      }),
    });
    const form = await screen.findByTestId('edit-org-form');
    const input = within(form).getByLabelText('Logo', { exact: false });
    await act(async () => fireEvent.change(input, { target: { files: [image()] } }));
    await waitFor(() => expect(fake.callsOf('uploadOrgLogo')).toHaveLength(1));
    const sent = fake.callsOf('uploadOrgLogo')[0]!.body as FormData;
    expect(sent).toBeInstanceOf(FormData);
    expect((sent.get('logo') as File).name).toBe('logo.png');
    expect(await within(form).findByRole('img', { name: 'Your organization’s logo' })).toHaveAttribute(
      'src',
      `/data/website/org-logos/${NEW_LOGO_ID}`,
    );
    expect(within(form).getByText('Logo uploaded. Save to keep it.')).toHaveAttribute('role', 'status');
    const preview = screen.getByTestId('org-preview');
    expect(within(preview).getByRole('img', { name: 'Logo of Green Futures' })).toBeInTheDocument();
    fireEvent.click(within(form).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(fake.callsOf('updateOrganization')).toHaveLength(1));
    expect(fake.callsOf('updateOrganization')[0]!.body).toMatchObject({ logoId: NEW_LOGO_ID });
  });

  it('says the api’s refusal by the field, in the page’s language, and removes a logo', async () => {
    const { fake } = renderOrgArea('/admin/12/edit', 'pt', user('pt'), {
      orgDashboard: { data: overview(withProfile) },
      uploadOrgLogo: refusal(400, { logo: 'LOGO_NOT_IMAGE' }),
      updateOrganization: ({ body }) => ({
        data: { org: { ...withProfile, logo: null, logoId: (body as OrgRequest).logoId ?? null } },
      }),
    });
    const form = await screen.findByTestId('edit-org-form');
    expect(within(form).getByRole('img', { name: 'O logotipo da sua organização' })).toBeInTheDocument();
    const input = within(form).getByLabelText('Logotipo', { exact: false });
    await act(async () => fireEvent.change(input, { target: { files: [image('fake.png')] } }));
    expect(
      (
        await within(form).findAllByText(
          'Este arquivo não é uma imagem PNG, JPEG ou WebP. Escolha outro arquivo.',
        )
      ).length,
    ).toBeGreaterThan(0);
    // The logo it had is kept until it is removed.
    fireEvent.click(within(form).getByRole('button', { name: 'Remover o logotipo' }));
    expect(within(form).queryByRole('img', { name: 'O logotipo da sua organização' })).toBeNull();
    fireEvent.click(within(form).getByRole('button', { name: 'Salvar alterações' }));
    await waitFor(() => expect(fake.callsOf('updateOrganization')).toHaveLength(1));
    expect(fake.callsOf('updateOrganization')[0]!.body).toMatchObject({ logoId: null });
  });

  it('refuses a file over 2 MB or of another type before sending it', async () => {
    const { fake } = renderOrgArea('/admin/12/edit', 'en', user('en'), {
      orgDashboard: { data: overview(ORG) },
    });
    const form = await screen.findByTestId('edit-org-form');
    const input = within(form).getByLabelText('Logo', { exact: false });
    await act(async () =>
      fireEvent.change(input, { target: { files: [image('big.png', 'image/png', 2 * 1024 * 1024 + 1)] } }),
    );
    expect(input).toHaveAttribute('aria-invalid', 'true');
    await act(async () =>
      fireEvent.change(input, { target: { files: [image('logo.svg', 'image/svg+xml')] } }),
    );
    expect(fake.callsOf('uploadOrgLogo')).toEqual([]);
  });
});

describe('the organisation form’s description', () => {
  it('is a labelled rich-text box with a formatting toolbar, prefilled with the saved HTML, and saves HTML', async () => {
    const { fake } = renderOrgArea('/admin/12/edit', 'en', user('en'), {
      orgDashboard: { data: overview(withProfile) },
      updateOrganization: { data: { org: withProfile } },
    });
    const form = await screen.findByTestId('edit-org-form');
    const box = await within(form).findByRole('textbox', { name: 'About your organization' });
    expect(box).toHaveAttribute('aria-multiline', 'true');
    expect(box.innerHTML).toContain('<strong>trees</strong>');
    const toolbar = within(form).getByRole('toolbar', { name: 'Text formatting' });
    for (const name of ['Bold', 'Italic', 'Bulleted list', 'Numbered list', 'Link'])
      expect(within(toolbar).getByRole('button', { name })).toHaveAttribute('aria-pressed');
    expect(await within(form).findByText('23 of 5,000 characters')).toBeInTheDocument();
    // The preview shows the text, never the HTML.
    expect(screen.getByTestId('org-preview')).toHaveTextContent('We plant trees. Forests');

    await writeRichText(form, 'About your organization', '<p>Rivers <em>clean</em> again.</p>');
    fireEvent.click(within(form).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(fake.callsOf('updateOrganization')).toHaveLength(1));
    expect(fake.callsOf('updateOrganization')[0]!.body).toMatchObject({
      description: '<p>Rivers <em>clean</em> again.</p>',
    });
  });

  it('adds a link through a labelled address box that takes only web addresses; Escape leaves it', async () => {
    renderOrgArea(
      '/admin/12/edit',
      'es',
      testUser({ lang: 'es', orgs: [{ id: 12, name: 'Green Futures', isOwner: true, selected: true }] }),
      {
        orgDashboard: { data: overview(withProfile) },
      },
    );
    const form = await screen.findByTestId('edit-org-form');
    await within(form).findByRole('textbox', { name: 'Sobre tu organización' });
    const link = within(form).getByRole('button', { name: 'Enlace' });
    fireEvent.click(link);
    expect(link).toHaveAttribute('aria-expanded', 'true');
    const address = within(form).getByLabelText('Dirección del enlace');
    expect(address).toHaveFocus();
    fireEvent.change(address, { target: { value: 'javascript:alert(1)' } });
    fireEvent.keyDown(address, { key: 'Enter' });
    expect(address).toHaveAttribute('aria-invalid', 'true');
    expect(
      within(form).getByText('Escribe una dirección web que empiece por https:// o http://.'),
    ).toBeInTheDocument();
    fireEvent.keyDown(address, { key: 'Escape' });
    expect(within(form).queryByLabelText('Dirección del enlace')).toBeNull();
  });

  it('says a text over the limit by the field', async () => {
    renderOrgArea('/admin/12/edit', 'en', user('en'), { orgDashboard: { data: overview(ORG) } });
    const form = await screen.findByTestId('edit-org-form');
    await writeRichText(form, 'About your organization', `<p>${'a'.repeat(5001)}</p>`);
    fireEvent.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect((await within(form).findAllByText('Use at most 5,000 characters.')).length).toBeGreaterThan(0);
  });
});

describe('the organisation form’s place', () => {
  it('shows the stored place, takes a suggestion of the shared location input and saves its place id', async () => {
    const { fake } = renderOrgArea('/admin/12/edit', 'pt', user('pt'), {
      orgDashboard: { data: overview(withProfile) },
      placePredictions: {
        status: 'OK',
        predictions: [
          {
            placeId: '3448439',
            description: 'São Paulo, SP, Brasil',
            mainText: 'São Paulo',
            secondaryText: 'SP, Brasil',
          },
        ],
      },
      place: { data: SAO_PAULO },
      updateOrganization: { data: { org: withProfile } },
    });
    const form = await screen.findByTestId('edit-org-form');
    const input = within(form).getByRole('combobox', {
      name: 'Onde fica a sede da sua organização (opcional)',
    });
    expect(input).toHaveValue('Toronto, ON, Canada');
    // The preview writes the place in the page's language.
    expect(screen.getByTestId('org-preview-place')).toHaveTextContent('Toronto, ON, Canadá');
    fireEvent.change(input, { target: { value: 'São Pa' } });
    fireEvent.click(await screen.findByRole('option', { name: /São Paulo/ }));
    await waitFor(() => expect(input).toHaveValue('São Paulo, SP, Brasil'));
    await waitFor(() =>
      expect(screen.getByTestId('org-preview-place')).toHaveTextContent('São Paulo, SP, Brasil'),
    );
    fireEvent.click(within(form).getByRole('button', { name: 'Salvar alterações' }));
    await waitFor(() => expect(fake.callsOf('updateOrganization')).toHaveLength(1));
    expect(fake.callsOf('updateOrganization')[0]!.body).toMatchObject({ placeId: '3448439' });
    expect(fake.callsOf('placePredictions')[0]!.query).toMatchObject({ lang: 'pt', types: '(cities)' });
  });
});
