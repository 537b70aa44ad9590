import type { BillingAddress } from '@opengood/contracts';
import { useLang } from '@opengood/platform';

/** An address as lines, the country named in the page's language. */
export function addressLines(address: BillingAddress, lang: string): string[] {
  let country = address.country;
  try {
    country = new Intl.DisplayNames([lang], { type: 'region' }).of(address.country) ?? country;
  } catch {
    // an unknown code stays as it is
  }
  return [
    address.line1,
    address.line2,
    [address.postalCode, address.city, address.region].filter(Boolean).join(' '),
    country,
    address.taxId,
  ].filter((line): line is string => Boolean(line));
}

export function AddressSummary({ address }: { address: BillingAddress }) {
  const lang = useLang();
  return (
    <address style={{ fontStyle: 'normal' }}>
      <strong>{address.name}</strong>
      {addressLines(address, lang).map((line, i) => (
        <span key={i} style={{ display: 'block' }}>
          {line}
        </span>
      ))}
    </address>
  );
}
