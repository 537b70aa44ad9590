import styled from 'styled-components';

// An organisation's logo where it uploaded one (the api's resized WebP); else an initials avatar in one of a
// few calm colours, the same for the same organisation on every page.
const COLOURS = ['#0b6e4f', '#1f5f8b', '#7a4b94', '#9a5b13', '#2f6f6a', '#8a3b52'];

const Avatar = styled.span<{ $size: number; $colour: string }>`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${(p) => p.$size}px;
  height: ${(p) => p.$size}px;
  border-radius: ${(p) => p.theme.radii[2]}px;
  background: ${(p) => p.$colour};
  color: #fff;
  font-weight: 700;
  font-size: ${(p) => Math.round(p.$size * 0.38)}px;
  letter-spacing: 0.02em;
`;

/** "Green Futures Trust" → "GF"; words that are not letters (e.g. "&") are skipped. */
export function initials(name: string): string {
  const words = name.split(/\s+/).filter((w) => /^\p{L}/u.test(w));
  const letters = words.slice(0, 2).map((w) => w[0]!.toLocaleUpperCase());
  return letters.join('') || name.trim().slice(0, 1).toLocaleUpperCase();
}

const Logo = styled.img<{ $size: number }>`
  flex: none;
  width: ${(p) => p.$size}px;
  height: ${(p) => p.$size}px;
  object-fit: contain;
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radii[2]}px;
  background: #fff;
`;

/** Decorative (alt ""): the organisation's name is always written beside it. */
export function OrgAvatar({
  id,
  name,
  size = 56,
  logo = null,
}: {
  id: number;
  name: string;
  size?: number;
  logo?: string | null;
}) {
  if (logo) return <Logo src={logo} alt="" width={size} height={size} $size={size} data-testid="org-logo" />;
  return (
    <Avatar aria-hidden="true" $size={size} $colour={COLOURS[id % COLOURS.length]!} data-testid="org-avatar">
      {initials(name)}
    </Avatar>
  );
}
