import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, FieldError, Hint, TextInput } from '@opengood/design-system';
import { LISTING_QUESTIONS_MAX, LISTING_QUESTION_PROMPT_MAX_LENGTH } from '@opengood/contracts';
import { newQuestionKey, type QuestionValue } from './draftForm';

// The posting form's grouped controls: a group of checkboxes with a limit, and the screening questions.

const Group = styled.fieldset`
  margin: 0 0 20px;
  padding: 0;
  border: none;
  min-width: 0;
  legend {
    padding: 0;
    margin: 0 0 4px;
    font-weight: 600;
  }
`;

const Choices = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
  gap: 2px 16px;
  label {
    display: flex;
    align-items: flex-start;
    gap: 8px;
    min-height: 32px;
    padding: 4px 0;
    cursor: pointer;
  }
  input {
    width: 18px;
    height: 18px;
    margin: 2px 0 0;
    flex: none;
    accent-color: ${(p) => p.theme.colors.primary};
  }
  input:focus-visible {
    outline: 3px solid ${(p) => p.theme.colors.focus};
    outline-offset: 2px;
  }
  input:disabled + span {
    color: ${(p) => p.theme.colors.muted};
  }
`;

/**
 * Checkboxes for a list field: at most `max` chosen (the others are disabled then, and the hint says so),
 * the error under the group.
 */
export function CheckboxGroup({
  id,
  legend,
  options,
  value,
  onChange,
  max,
  error,
}: {
  id: string;
  legend: string;
  options: { value: string; label: string }[];
  value: string[];
  onChange: (value: string[]) => void;
  max?: number;
  error?: string;
}) {
  const { t } = useTranslation('orgDashboard');
  const full = max !== undefined && value.length >= max;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <Group
      id={id}
      tabIndex={-1}
      aria-describedby={
        [max !== undefined ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined
      }
      data-testid={id}
    >
      <legend>{legend}</legend>
      {max !== undefined && <Hint id={hintId}>{t('posting.form.upTo', { count: max })}</Hint>}
      <Choices>
        {options.map((option) => {
          const checked = value.includes(option.value);
          return (
            <label key={option.value}>
              <input
                type="checkbox"
                value={option.value}
                checked={checked}
                disabled={!checked && full}
                onChange={(e) =>
                  onChange(
                    e.target.checked ? [...value, option.value] : value.filter((v) => v !== option.value),
                  )
                }
              />
              <span>{option.label}</span>
            </label>
          );
        })}
      </Choices>
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </Group>
  );
}

const QuestionList = styled.ol`
  list-style: none;
  margin: 0 0 12px;
  padding: 0;
  li {
    padding: 12px;
    margin: 0 0 8px;
    border: 1px solid ${(p) => p.theme.colors.border};
    border-radius: ${(p) => p.theme.radii[1]}px;
  }
  label {
    display: block;
    font-weight: 600;
    margin: 0 0 4px;
  }
`;

const QuestionTools = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 12px;
  margin-top: 8px;
  label {
    display: inline-flex;
    align-items: center;
    gap: 6px;
    font-weight: 400;
    margin: 0 auto 0 0;
  }
  input[type='checkbox'] {
    width: 18px;
    height: 18px;
  }
`;

const Small = styled(Button)`
  min-height: 36px;
  padding: 4px 12px;
`;

/** The screening questions: add, remove, reorder, required or not; at most LISTING_QUESTIONS_MAX. */
export function QuestionsEditor({
  id,
  value,
  onChange,
  error,
}: {
  id: string;
  value: QuestionValue[];
  onChange: (value: QuestionValue[]) => void;
  error?: string;
}) {
  const { t } = useTranslation('orgDashboard');
  const set = (index: number, change: Partial<QuestionValue>) =>
    onChange(value.map((q, i) => (i === index ? { ...q, ...change } : q)));
  const move = (index: number, by: -1 | 1) => {
    const next = [...value];
    const [moved] = next.splice(index, 1);
    next.splice(index + by, 0, moved!);
    onChange(next);
    // The moved question's own button keeps the focus where it went.
    requestAnimationFrame(() =>
      document.getElementById(`${id}-${index + by}-${by < 0 ? 'up' : 'down'}`)?.focus(),
    );
  };
  const add = () => {
    onChange([...value, { key: newQuestionKey(), prompt: '', required: false }]);
    requestAnimationFrame(() => document.getElementById(`${id}-${value.length}`)?.focus());
  };
  const remove = (index: number) => {
    onChange(value.filter((_, i) => i !== index));
    requestAnimationFrame(() => document.getElementById(`${id}-add`)?.focus());
  };
  return (
    <Group
      id={id}
      tabIndex={-1}
      aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
      data-testid={id}
    >
      <legend>{t('posting.form.questions')}</legend>
      <Hint id={`${id}-hint`}>{t('posting.form.questionsHint', { count: LISTING_QUESTIONS_MAX })}</Hint>
      {value.length === 0 ? (
        <p>{t('posting.form.noQuestions')}</p>
      ) : (
        <QuestionList>
          {value.map((question, index) => {
            const n = index + 1;
            return (
              <li key={question.key}>
                <label htmlFor={`${id}-${index}`}>{t('posting.form.question', { n })}</label>
                <TextInput
                  id={`${id}-${index}`}
                  value={question.prompt}
                  maxLength={LISTING_QUESTION_PROMPT_MAX_LENGTH}
                  onChange={(e) => set(index, { prompt: e.target.value })}
                />
                <QuestionTools>
                  <label>
                    <input
                      type="checkbox"
                      checked={question.required}
                      onChange={(e) => set(index, { required: e.target.checked })}
                    />
                    {t('posting.form.questionRequired')}
                  </label>
                  <Small
                    type="button"
                    variant="secondary"
                    id={`${id}-${index}-up`}
                    disabled={index === 0}
                    aria-label={t('posting.form.moveUp', { n })}
                    onClick={() => move(index, -1)}
                  >
                    ↑
                  </Small>
                  <Small
                    type="button"
                    variant="secondary"
                    id={`${id}-${index}-down`}
                    disabled={index === value.length - 1}
                    aria-label={t('posting.form.moveDown', { n })}
                    onClick={() => move(index, 1)}
                  >
                    ↓
                  </Small>
                  <Small type="button" variant="secondary" onClick={() => remove(index)}>
                    {t('posting.form.removeQuestion', { n })}
                  </Small>
                </QuestionTools>
              </li>
            );
          })}
        </QuestionList>
      )}
      {error && <FieldError id={`${id}-error`}>{error}</FieldError>}
      <Button
        type="button"
        variant="secondary"
        id={`${id}-add`}
        disabled={value.length >= LISTING_QUESTIONS_MAX}
        onClick={add}
      >
        {t('posting.form.addQuestion')}
      </Button>
    </Group>
  );
}
