import styled from 'styled-components';
import { routes, routeUrl } from '@opengood/contracts/routes';

/** A logo's address by its id (GET /data/website/org-logos/:id). */
export const logoUrl = (logoId: string) => routeUrl(routes.orgLogo, { id: logoId });

/** An organisation's logo, fitted in a square (the api keeps its proportions). */
export const LogoImage = styled.img<{ $size: number }>`
  width: ${(p) => p.$size}px;
  height: ${(p) => p.$size}px;
  object-fit: contain;
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radii[2]}px;
  background: #fff;
  flex: none;
`;
