import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Dialog } from '@opengood/design-system';
import { INTAKE_INTENTS, type IntakeIntent, type User } from '@opengood/contracts';
import { useMutation } from '@opengood/platform';
import { saveIntakeIntents } from '../modalMutations';
import { Actions, Lead, PrimaryButton, SecondaryButton, Status } from './parts';

const Choices = styled.fieldset`
  margin: 0;
  padding: 0;
  border: none;
  legend {
    margin-bottom: 10px;
    font-weight: 600;
  }
  .grid {
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(200px, 1fr));
    gap: 8px;
  }
  label {
    display: flex;
    align-items: center;
    gap: 10px;
    min-height: 44px;
    padding: 8px 12px;
    border: 1px solid ${(p) => p.theme.colors.border};
    border-radius: ${(p) => p.theme.radii[2]}px;
    cursor: pointer;
  }
  label:has(input:checked) {
    border-color: ${(p) => p.theme.colors.primary};
    background: #f3faf6;
  }
  input {
    width: 18px;
    height: 18px;
    accent-color: ${(p) => p.theme.colors.primary};
  }
`;

/**
 * INTAKE_INTENTS (docs/product/chrome.md#modal-sequence, docs/product/user-dashboard.md#intake-intents): new users say what brings them (POST /userdashboard/intake-intents); the
 * answer's time is kept on the user, so the question is not asked again.
 */
export function IntakeIntentsModal({ user, onClose }: { user: User; onClose: () => void }) {
  const { t } = useTranslation('shell');
  const save = useMutation(saveIntakeIntents);
  const [chosen, setChosen] = useState<IntakeIntent[]>([]);
  // Submitted with nothing chosen (the contract needs at least one): said before anything is sent.
  const [empty, setEmpty] = useState(false);

  const toggle = (intent: IntakeIntent) =>
    setChosen((now) => (now.includes(intent) ? now.filter((i) => i !== intent) : [...now, intent]));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setEmpty(chosen.length === 0);
    if (chosen.length === 0) return;
    // Saved, the user's intake time is set and the sequence moves on.
    await save.mutate({ user, intakeIntents: INTAKE_INTENTS.filter((i) => chosen.includes(i)) });
  };

  return (
    <Dialog
      open
      onClose={onClose}
      title={t('modals.intakeIntents.title')}
      width={600}
      data-testid="modal-INTAKE_INTENTS"
    >
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Lead>{t('modals.intakeIntents.text')}</Lead>
        <Choices aria-describedby={empty ? 'intake-empty' : undefined}>
          <legend>{t('modals.intakeIntents.legend')}</legend>
          <div className="grid">
            {INTAKE_INTENTS.map((intent) => (
              <label key={intent}>
                <input
                  type="checkbox"
                  name="intakeIntents"
                  value={intent}
                  checked={chosen.includes(intent)}
                  onChange={() => toggle(intent)}
                />
                {t(`modals.intakeIntents.options.${intent}`)}
              </label>
            ))}
          </div>
        </Choices>
        {empty && (
          <Status $tone="error" id="intake-empty" role="alert">
            {t('modals.intakeIntents.chooseOne')}
          </Status>
        )}
        {!empty && save.status === 'failed' && (
          <Status $tone="error" role="alert">
            {t('modals.saveFailed')}
          </Status>
        )}
        <Actions>
          <SecondaryButton type="button" onClick={onClose}>
            {t('modals.later')}
          </SecondaryButton>
          <PrimaryButton type="submit" disabled={save.status === 'pending'}>
            {save.status === 'pending' ? t('modals.saving') : t('modals.intakeIntents.submit')}
          </PrimaryButton>
        </Actions>
      </form>
    </Dialog>
  );
}
