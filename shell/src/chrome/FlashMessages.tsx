import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import styled from 'styled-components';
import { Button, Container, Flex, Text } from '@opengood/design-system';
import { flashDismissed, selectFlash, selectForcedUpdate } from '@opengood/platform';

const Notice = styled.div`
  background: #fff8e6;
  border-bottom: 1px solid ${(p) => p.theme.colors.accent};
`;

export function FlashMessages() {
  const { t } = useTranslation('shell');
  const flash = useSelector(selectFlash);
  const forcedUpdate = useSelector(selectForcedUpdate);
  const dispatch = useDispatch();
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
              <Text>{t(`flash.${f.type}`, { defaultValue: f.type })}</Text>
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
