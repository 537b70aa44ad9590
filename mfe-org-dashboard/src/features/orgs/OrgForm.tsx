import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import {
  AREAS_OF_FOCUS,
  LANGS,
  ORG_AREAS_MAX,
  ORG_TYPES,
  orgRequestSchema,
  type LocationSelection,
  type OrgInput,
  type OrgRequest,
  type PlaceSummary,
} from '@opengood/contracts';
import {
  Button,
  Checkbox,
  ContractForm,
  Select,
  TextInput,
  useContractForm,
  useFieldContext,
} from '@opengood/design-system';
import { useFacetLabel } from '@opengood/feature-listings';
import { useOrgMessages } from '../shared/messages';
import { DescriptionEditor, LogoField, PlaceField } from './ProfileFields';

const Choices = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(200px, 1fr));
  gap: 4px 16px;
`;

/** The areas of focus as checkboxes, bound to the form's list through the Fieldset around them. */
function AreaChoices() {
  const label = useFacetLabel();
  const field = useFieldContext();
  const binding = field?.binding;
  const chosen = Array.isArray(binding?.value) ? (binding.value as string[]) : [];
  return (
    <Choices>
      {AREAS_OF_FOCUS.map((area, i) => (
        <Checkbox
          key={area}
          id={i === 0 ? field?.id : undefined}
          ref={i === 0 ? binding?.ref : undefined}
          label={label('areasOfFocus', area)}
          checked={chosen.includes(area)}
          onChange={(checked) =>
            binding?.onChange(checked ? [...chosen, area] : chosen.filter((a) => a !== area))
          }
        />
      ))}
    </Choices>
  );
}

const LANGUAGE_NAMES = { en: 'English', es: 'Español', pt: 'Português' } as const;

export const EMPTY_ORG: OrgRequest = {
  name: '',
  orgType: '' as OrgRequest['orgType'],
  locale: 'en',
  description: '',
  website: '',
  areasOfFocus: [],
};

export interface OrgFormProps {
  defaultValues: OrgRequest;
  /** The organisation's place as stored (its `placeId`'s), shown in the location input. */
  initialPlace?: PlaceSummary | null;
  submitLabel: string;
  pending: boolean;
  /** Rejects with the api's refusal: it goes by the fields. */
  onSubmit: (values: OrgInput) => Promise<unknown>;
  /** Shown below the button (what the last save did). */
  status?: ReactNode;
  /** Beside the form (the live preview), given the values as they are typed and the chosen place. */
  aside?: (values: OrgRequest, place: LocationSelection | null) => ReactNode;
  'data-testid'?: string;
}

/** The organisation's fields (create and edit), checked with the api's own schema. */
export function OrgForm({
  defaultValues,
  initialPlace = null,
  submitLabel,
  pending,
  onSubmit,
  status,
  aside,
  'data-testid': testId,
}: OrgFormProps) {
  const { t } = useTranslation('orgDashboard');
  const label = useFacetLabel();
  const form = useContractForm(orgRequestSchema, { defaultValues, messages: useOrgMessages() });
  const { FormField } = form;
  const [place, setPlace] = useState<LocationSelection | null>(null);
  const fields = (
    <ContractForm form={form} onSubmit={onSubmit} data-testid={testId}>
      <FormField name="name" label={t('orgForm.name')} required>
        <TextInput autoComplete="organization" />
      </FormField>
      <FormField name="orgType" label={t('orgForm.orgType')} required>
        <Select
          placeholder={t('orgForm.orgTypePlaceholder')}
          options={ORG_TYPES.map((type) => ({ value: type, label: label('orgType', type) }))}
        />
      </FormField>
      <FormField name="locale" label={t('orgForm.locale')} hint={t('orgForm.localeHint')} required>
        <Select options={LANGS.map((lang) => ({ value: lang, label: LANGUAGE_NAMES[lang] }))} />
      </FormField>
      <FormField name="logoId" label={t('orgProfile.logo')} hint={t('orgProfile.logoHint')} optional>
        <LogoField onUploaded={() => form.clearErrors('logoId')} />
      </FormField>
      <FormField name="description" label={t('orgForm.description')} hint={t('orgForm.descriptionHint')}>
        <DescriptionEditor label={t('orgForm.description')} />
      </FormField>
      <FormField
        name="areasOfFocus"
        label={t('orgForm.areasOfFocus')}
        hint={t('orgForm.areasOfFocusHint', { max: ORG_AREAS_MAX })}
        group
        optional
      >
        <AreaChoices />
      </FormField>
      <FormField name="placeId" label={t('orgProfile.location')} hint={t('orgProfile.locationHint')} optional>
        <PlaceField initial={initialPlace} onPlace={setPlace} />
      </FormField>
      <FormField name="website" label={t('orgForm.website')} hint={t('orgForm.websiteHint')} optional>
        <TextInput type="url" inputMode="url" autoComplete="url" spellCheck={false} />
      </FormField>
      <Button type="submit" disabled={pending}>
        {submitLabel}
      </Button>
      {status}
    </ContractForm>
  );
  if (!aside) return fields;
  return (
    <WithAside>
      {fields}
      <div>{aside(form.watch(), place)}</div>
    </WithAside>
  );
}

const WithAside = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(260px, 360px);
  gap: 32px;
  align-items: start;
  > div {
    position: sticky;
    top: 80px;
  }
  @media (max-width: ${(p) => p.theme.breakpoints[2]}) {
    grid-template-columns: minmax(0, 1fr);
    > div {
      position: static;
    }
  }
`;
