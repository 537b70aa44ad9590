import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, Container, Flex, Text } from '@opengood/design-system';
import {
  flashDismissed,
  selectFlash,
  selectForcedUpdate,
  useAppDispatch,
  useAppSelector,
} from '@opengood/platform';
import { en } from '../i18n/en';

/** Flash types are open-ended (any area may set one): an unknown one is shown by its name. */
function knownFlash(type: string): type is Exclude<keyof typeof en.flash, 'close'> {
  return type !== 'close' && Object.hasOwn(en.flash, type);
}

const Notice = styled.div`
  background: #fff8e6;
  border-bottom: 1px solid ${(p) => p.theme.colors.accent};
`;

export function FlashMessages() {
  const { t } = useTranslation('shell');
  const flash = useAppSelector(selectFlash);
  const forcedUpdate = useAppSelector(selectForcedUpdate);
  const dispatch = useAppDispatch();
  return (
    <div aria-live="polite">
      {forcedUpdate && (
        <Notice>
          <Container py={2}>
            <Text>{t('update.available')}</Text>
          </Container>
        </Notice>
      )}
      {flash.map((f) => (
        <Notice key={f.id} role="status" data-flash={f.type}>
          <Container py={2}>
            <Flex alignItems="center" justifyContent="space-between">
              <Text>{knownFlash(f.type) ? t(`flash.${f.type}`) : f.type}</Text>
              <Button variant="link" onClick={() => dispatch(flashDismissed(f.id))}>
                {t('flash.close')}
              </Button>
            </Flex>
          </Container>
        </Notice>
      ))}
    </div>
  );
}
