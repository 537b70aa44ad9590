import { lazy, Suspense, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import {
  APPLY_METHODS,
  AREAS_OF_FOCUS,
  BENEFITS,
  EDUCATION_LEVELS,
  FUNCTIONS,
  JOB_TYPES,
  LANGS,
  LISTING_AREAS_MAX,
  LISTING_DESCRIPTION_MAX_LENGTH,
  LISTING_FUNCTIONS_MAX,
  LISTING_TITLE_MAX_LENGTH,
  LOCATION_TYPES,
  PAYMENT_TYPES,
  PROFESSIONAL_LEVELS,
  SALARY_PERIODS,
  type ListingType,
  type LocationSelection,
  type SearchFacet,
} from '@opengood/contracts';
import { Field, FieldError, Heading, RadioGroup, Select, TextInput } from '@opengood/design-system';
import { useFacetLabel } from '@opengood/feature-listings';
import { LocationInput } from '@opengood/feature-location';
import { useLang } from '@opengood/platform';
import { countryOptions, currencyOptions, timeZoneOptions } from './countries';
import { isDated, isHiring, type DraftValues } from './draftForm';
import { CheckboxGroup, QuestionsEditor } from './FormParts';

// One form for the four listing types (docs/product/organisations.md#posting-a-listing): each type shows
// the fields its contract allows (a salary, benefits and screening questions for jobs and internships, dates
// for events and volunteering), every field labelled, its error (translated) under it.

const RichTextEditor = lazy(() => import('../orgs/RichTextEditor'));

const Section = styled.section`
  margin: 0 0 28px;
  padding: 0 0 8px;
  border-bottom: 1px solid ${(p) => p.theme.colors.border};
`;

// 200 px a column: at 390 px one column, so a select's longest choice ("Tempo integral", "Real brasileiro
// (BRL)") is not cut off; four columns still fit the editor at 1280 px.
const Row = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(200px, 1fr));
  gap: 0 16px;
`;

const MultiSelect = styled.select`
  width: 100%;
  min-height: 160px;
  font: inherit;
  padding: 6px;
  border: 1px solid ${(p) => p.theme.colors.controlBorder};
  border-radius: ${(p) => p.theme.radii[1]}px;
  &:focus-visible {
    outline: 3px solid ${(p) => p.theme.colors.focus};
    outline-offset: 2px;
  }
`;

/** The ids of the fields' controls: a problem list links to them. */
export const fieldId = (field: string) => `posting-${field}`;

/** The location input shows a selection; a stored listing has only its place's name. */
function selectionOfName(placeName: string): LocationSelection {
  return {
    isRemote: false,
    text: placeName,
    stateCode: null,
    countryCode: '',
    boundingBoxN: 0,
    boundingBoxS: 0,
    boundingBoxE: 0,
    boundingBoxW: 0,
    geoType: 'locality',
    latLongAddress: '0,0',
    latitude: 0,
    longitude: 0,
    address: null,
    city: placeName,
    hasGeo: true,
  };
}

function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Section>
      <Heading as="h3" fontSize={3}>
        {title}
      </Heading>
      {children}
    </Section>
  );
}

export interface ListingFormProps {
  listingType: ListingType;
  values: DraftValues;
  onChange: <K extends keyof DraftValues>(field: K, value: DraftValues[K]) => void;
  /** Translated errors by field. */
  errors: Record<string, string | undefined>;
}

/**
 * The choices a type needs before it is published (the contracts' publishProblems): not marked optional,
 * though a draft is saved without them.
 */
const REQUIRED_CHOICES: Readonly<Record<ListingType, readonly (keyof DraftValues)[]>> = {
  JOB: ['jobType', 'professionalLevel'],
  INTERNSHIP: ['payment'],
  VOLOP: [],
  EVENT: [],
};

export function ListingForm({ listingType, values, onChange, errors }: ListingFormProps) {
  const { t } = useTranslation('orgDashboard');
  const lang = useLang();
  const facet = useFacetLabel();
  const hiring = isHiring(listingType);
  const dated = isDated(listingType);
  const options = (name: SearchFacet, codes: readonly string[]) =>
    codes.map((code) => ({ value: code, label: facet(name, code) }));
  const countries = useMemo(() => countryOptions(lang), [lang]);
  const zones = useMemo(() => timeZoneOptions(values.timeZone), [values.timeZone]);
  const text = (
    field: keyof DraftValues,
    label: string,
    props: Record<string, unknown> = {},
    hint?: string,
  ) => (
    <Field
      label={label}
      id={fieldId(field)}
      error={errors[field]}
      hint={hint}
      optional={props.optional === true}
    >
      <TextInput
        value={values[field] as string}
        onChange={(e) => onChange(field, e.target.value as never)}
        {...Object.fromEntries(Object.entries(props).filter(([key]) => key !== 'optional'))}
      />
    </Field>
  );
  const select = (field: keyof DraftValues, label: string, choices: { value: string; label: string }[]) => (
    <Field
      label={label}
      id={fieldId(field)}
      error={errors[field]}
      optional={!(REQUIRED_CHOICES[listingType] as readonly string[]).includes(field)}
    >
      <Select
        value={values[field] as string}
        placeholder={t('posting.form.choose')}
        options={choices}
        onChange={(e) => onChange(field, e.target.value as never)}
      />
    </Field>
  );
  const deadlineZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return (
    <div data-testid="listing-form" data-listing-type={listingType}>
      <Part title={t('posting.form.basics')}>
        {text('title', t('posting.form.title'), { maxLength: LISTING_TITLE_MAX_LENGTH })}
        <Field
          label={t('posting.form.description')}
          id={fieldId('description')}
          hint={t('posting.form.descriptionHint')}
          error={errors.description}
        >
          <Suspense fallback={null}>
            <RichTextEditor
              id={fieldId('description')}
              label={t('posting.form.description')}
              describedBy={[
                `${fieldId('description')}-hint`,
                errors.description ? `${fieldId('description')}-error` : '',
              ]
                .filter(Boolean)
                .join(' ')}
              invalid={Boolean(errors.description)}
              value={values.description}
              onChange={(html) => onChange('description', html)}
              maxLength={LISTING_DESCRIPTION_MAX_LENGTH}
            />
          </Suspense>
        </Field>
        {select('locale', t('posting.form.locale'), options('locale', LANGS))}
      </Part>

      <Part title={t('posting.form.where')}>
        <RadioGroup
          id={fieldId('locationType')}
          legend={t('posting.form.locationType')}
          row
          options={options('locationType', LOCATION_TYPES)}
          value={values.locationType}
          error={errors.locationType}
          onChange={(next) => onChange('locationType', next as DraftValues['locationType'])}
        />
        {values.locationType === 'REMOTE' ? (
          <Field
            label={t('posting.form.remoteCountries')}
            id={fieldId('remoteCountries')}
            hint={t('posting.form.remoteCountriesHint')}
            error={errors.remoteCountries}
            optional
          >
            <MultiSelect
              id={fieldId('remoteCountries')}
              multiple
              aria-describedby={`${fieldId('remoteCountries')}-hint`}
              value={values.remoteCountries}
              onChange={(e) =>
                onChange(
                  'remoteCountries',
                  Array.from(e.target.selectedOptions, (option) => option.value),
                )
              }
            >
              {countries.map((country) => (
                <option key={country.value} value={country.value}>
                  {country.label}
                </option>
              ))}
            </MultiSelect>
          </Field>
        ) : (
          <Field
            label={t('posting.form.place')}
            id={fieldId('placeId')}
            hint={t('posting.form.placeHint')}
            error={errors.placeId}
          >
            <LocationInput
              id={fieldId('placeId')}
              lang={lang}
              value={values.placeName ? selectionOfName(values.placeName) : null}
              allowRemote={false}
              types="(cities)"
              onChange={(selection, placeId) => {
                onChange('placeName', selection && !selection.isRemote ? selection.text : null);
                onChange('placeId', selection ? placeId : null);
              }}
              data-testid="listing-location"
            />
          </Field>
        )}
      </Part>

      <Part title={t('posting.form.details')}>
        {hiring && (
          <Row>
            {select('jobType', t('posting.form.jobType'), options('jobType', JOB_TYPES))}
            {listingType === 'JOB' &&
              select(
                'professionalLevel',
                t('posting.form.professionalLevel'),
                options('professionalLevel', PROFESSIONAL_LEVELS),
              )}
            {select('education', t('posting.form.education'), options('education', EDUCATION_LEVELS))}
            {listingType === 'INTERNSHIP' &&
              select('payment', t('posting.form.payment'), options('payment', PAYMENT_TYPES))}
          </Row>
        )}
        <CheckboxGroup
          id={fieldId('functions')}
          legend={t('posting.form.functions')}
          options={options('functions', FUNCTIONS)}
          value={values.functions}
          max={LISTING_FUNCTIONS_MAX}
          error={errors.functions}
          onChange={(next) => onChange('functions', next)}
        />
        <CheckboxGroup
          id={fieldId('areasOfFocus')}
          legend={t('posting.form.areasOfFocus')}
          options={options('areasOfFocus', AREAS_OF_FOCUS)}
          value={values.areasOfFocus}
          max={LISTING_AREAS_MAX}
          error={errors.areasOfFocus}
          onChange={(next) => onChange('areasOfFocus', next)}
        />
        {hiring && (
          <CheckboxGroup
            id={fieldId('benefits')}
            legend={t('posting.form.benefits')}
            options={BENEFITS.map((code) => ({ value: code, label: t(`posting.benefits.${code}`) }))}
            value={values.benefits}
            error={errors.benefits}
            onChange={(next) => onChange('benefits', next)}
          />
        )}
      </Part>

      {hiring && (
        <Part title={t('posting.form.salary')}>
          <p id="posting-salary-hint" style={{ marginTop: 0 }}>
            {t('posting.form.salaryHint')}
          </p>
          <Row>
            {text('salaryMinimum', t('posting.form.salaryMinimum'), {
              inputMode: 'numeric',
              optional: true,
              'aria-describedby': 'posting-salary-hint',
            })}
            {text('salaryMaximum', t('posting.form.salaryMaximum'), { inputMode: 'numeric', optional: true })}
            {select(
              'salaryCurrency',
              t('posting.form.salaryCurrency'),
              currencyOptions(lang, values.salaryCurrency),
            )}
            {select(
              'salaryPeriod',
              t('posting.form.salaryPeriod'),
              SALARY_PERIODS.map((code) => ({ value: code, label: t(`posting.periods.${code}`) })),
            )}
          </Row>
        </Part>
      )}

      {dated && (
        <Part title={t('posting.form.dates')}>
          <Row>
            {text('startsAt', t('posting.form.startsAt'), { type: 'datetime-local', optional: true })}
            {text('endsAt', t('posting.form.endsAt'), { type: 'datetime-local', optional: true })}
          </Row>
          <Field label={t('posting.form.timeZone')} id={fieldId('timeZone')} error={errors.timeZone}>
            <Select
              value={values.timeZone}
              options={zones.map((zone) => ({ value: zone, label: zone.replace(/_/g, ' ') }))}
              onChange={(e) => onChange('timeZone', e.target.value)}
            />
          </Field>
        </Part>
      )}

      <Part title={t('posting.form.applying')}>
        <RadioGroup
          id={fieldId('applyMethod')}
          legend={t('posting.form.applyMethod')}
          options={APPLY_METHODS.map((method) => ({
            value: method,
            label: t(`posting.form.applyMethods.${method}`),
          }))}
          value={values.applyMethod}
          error={errors.applyMethod}
          onChange={(next) => onChange('applyMethod', next as DraftValues['applyMethod'])}
        />
        {values.applyMethod === 'URL' &&
          text('applyUrl', t('posting.form.applyUrl'), { type: 'url', inputMode: 'url', spellCheck: false })}
        {values.applyMethod === 'EMAIL' &&
          text('applyEmail', t('posting.form.applyEmail'), { type: 'email', spellCheck: false })}
        {text(
          'deadline',
          t('posting.form.deadline'),
          { type: 'date', optional: true },
          t('posting.form.deadlineHint', { zone: deadlineZone.replace(/_/g, ' ') }),
        )}
        {hiring && values.applyMethod === 'SITE' && (
          <QuestionsEditor
            id={fieldId('questions')}
            value={values.questions}
            error={errors.questions}
            onChange={(next) => onChange('questions', next)}
          />
        )}
      </Part>
      {errors.request && <FieldError live>{errors.request}</FieldError>}
    </div>
  );
}
