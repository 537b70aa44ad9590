import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import {
  ORG_DESCRIPTION_MAX_LENGTH,
  ORG_LOGO_MAX_BYTES,
  ORG_LOGO_MEDIA_TYPES,
  type LocationSelection,
  type PlaceSummary,
} from '@opengood/contracts';
import { Button, FileInput, Text, useFieldContext } from '@opengood/design-system';
import { LocationInput } from '@opengood/feature-location';
import { isHttpError, useLang } from '@opengood/platform';
import { useRunMutation } from '../shared/mutations';
import { LogoImage, logoUrl } from './LogoImage';
import { uploadOrgLogo } from './orgMutations';

// The organisation form's logo, rich-text description and place (docs/product/organisations.md#the-organisation),
// each bound to its form field through the Field around it (FormField), like the kit's own controls.

const LogoRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 12px 16px;
`;

/**
 * The logo: choosing a file uploads it at once (the api checks it by its content and resizes it) and
 * shows it; the form's `logoId` becomes the upload's id, and saving the form makes it the organisation's.
 * A refusal is the field's error, in the page's words, until an upload succeeds (`onUploaded` clears it);
 * "Remove logo" sets `logoId` to null.
 */
export function LogoField({ onUploaded }: { onUploaded?: () => void }) {
  const { t } = useTranslation('orgDashboard');
  const field = useFieldContext();
  const binding = field?.binding;
  const run = useRunMutation();
  const [busy, setBusy] = useState(false);
  const [said, setSaid] = useState<'uploaded' | 'removed' | null>(null);
  const logoId = typeof binding?.value === 'string' ? binding.value : null;

  const upload = async (file: File | null) => {
    if (!file || !binding) return;
    setBusy(true);
    setSaid(null);
    try {
      const answer = await run(uploadOrgLogo, file);
      binding.onChange(answer.data.logo.id);
      onUploaded?.();
      setSaid('uploaded');
    } catch (error) {
      const code = isHttpError(error) ? String(error.errors.logo ?? error.errors.request ?? '') : '';
      binding.reject?.(code || 'LOGO_CORRUPT');
    } finally {
      setBusy(false);
    }
  };

  return (
    <LogoRow data-testid="org-logo-field">
      {logoId && <LogoImage src={logoUrl(logoId)} alt={t('orgProfile.logoCurrentAlt')} $size={72} />}
      <FileInput
        id={field?.id}
        ref={binding?.ref}
        value={null}
        current={logoId ? { name: t('orgProfile.logoCurrentAlt') } : null}
        onChange={(file) => void upload(file)}
        onReject={(code, values) => binding?.reject?.(code, values)}
        accept={ORG_LOGO_MEDIA_TYPES.join(',')}
        typesLabel={t('orgProfile.logoTypes')}
        maxBytes={ORG_LOGO_MAX_BYTES}
        showLimits={false}
        busy={busy}
        busyLabel={t('orgProfile.logoUploading')}
        data-testid="org-logo-input"
      />
      {logoId && (
        <Button
          type="button"
          variant="secondary"
          onClick={() => {
            binding?.onChange(null);
            setSaid('removed');
          }}
        >
          {t('orgProfile.logoRemove')}
        </Button>
      )}
      <Text as="span" role="status" color="muted" fontSize={1}>
        {said === 'uploaded'
          ? t('orgProfile.logoUploaded')
          : said === 'removed'
            ? t('orgProfile.logoRemoved')
            : ''}
      </Text>
    </LogoRow>
  );
}

const RichTextEditor = lazy(() => import('./RichTextEditor'));

/** The description: the rich-text editor, loaded when the form first shows (its own chunk). */
export function DescriptionEditor({ label }: { label: string }) {
  const { t } = useTranslation('orgDashboard');
  const field = useFieldContext();
  const binding = field?.binding;
  if (!field || !binding) return null;
  return (
    <Suspense fallback={<Text color="muted">{t('orgProfile.editor.loading')}</Text>}>
      <RichTextEditor
        id={field.id}
        label={label}
        describedBy={field.describedBy}
        invalid={field.invalid}
        value={typeof binding.value === 'string' ? binding.value : ''}
        onChange={binding.onChange}
        onBlur={binding.onBlur}
        elementRef={binding.ref}
        maxLength={ORG_DESCRIPTION_MAX_LENGTH}
      />
    </Suspense>
  );
}

/**
 * The location input shows a Location selection; an organisation's stored place is a summary (its text
 * as the page's language writes it): enough to show it, and to keep it when the form is saved unchanged.
 */
export function selectionOfPlace(place: PlaceSummary): LocationSelection {
  return {
    isRemote: false,
    text: place.text,
    stateCode: place.stateCode,
    countryCode: place.countryCode,
    boundingBoxN: place.latitude,
    boundingBoxS: place.latitude,
    boundingBoxE: place.longitude,
    boundingBoxW: place.longitude,
    geoType: 'locality',
    latLongAddress: `${place.latitude},${place.longitude}`,
    latitude: place.latitude,
    longitude: place.longitude,
    address: null,
    city: place.city,
    hasGeo: true,
  };
}

/**
 * The place: the shared location input (the search bar's), its suggestions in the page's language; the
 * form's `placeId` is the chosen suggestion's id, null when cleared. An organisation is in a city (the api
 * keeps a city): cities only are suggested, and no Remote option. `onPlace` is told the chosen place (the preview shows it).
 */
export function PlaceField({
  initial,
  onPlace,
}: {
  initial: PlaceSummary | null;
  onPlace?: (place: LocationSelection | null) => void;
}) {
  const field = useFieldContext();
  const binding = field?.binding;
  const lang = useLang();
  const [location, setLocation] = useState<LocationSelection | null>(() =>
    initial ? selectionOfPlace(initial) : null,
  );
  useEffect(() => onPlace?.(location), [location, onPlace]);
  if (!field || !binding) return null;
  return (
    // Named by the Field's own label (no second one); its hint and error reach the input through the Field.
    <LocationInput
      id={field.id}
      lang={lang}
      value={location}
      allowRemote={false}
      types="(cities)"
      onChange={(selection, placeId) => {
        setLocation(selection);
        binding.onChange(selection ? placeId : null);
      }}
      data-testid="org-location"
    />
  );
}
